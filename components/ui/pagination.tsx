import { Button } from '@/components/ui/button';

type PaginationProps = { page: number; pageCount: number; onPage: (page: number) => void };

export function Pagination({ page, pageCount, onPage }: PaginationProps) {
  return (
    <nav aria-label="Pagination" className="flex items-center justify-between gap-3">
      <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </Button>
      <p className="text-sm text-gray-700">
        Page {page} of {Math.max(pageCount, 1)}
      </p>
      <Button variant="secondary" disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
        Next
      </Button>
    </nav>
  );
}

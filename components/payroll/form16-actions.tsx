'use client';

import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';

/** Print this view, or download the PDF the server renders; neither shows on paper. */
export function Form16Actions({ pdfUrl }: { pdfUrl: string }) {
  return (
    <div className="flex flex-wrap gap-2 print:hidden">
      <Button variant="secondary" onClick={() => window.print()}>
        Print
      </Button>
      {/* A download, not a page: no prefetch (it would render the PDF for nothing), and Link leaves `download` links to the browser. */}
      <ButtonLink variant="secondary" href={pdfUrl} download prefetch={false}>
        Download PDF
      </ButtonLink>
    </div>
  );
}

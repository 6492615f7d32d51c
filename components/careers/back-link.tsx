import Link from 'next/link';

export function BackToJobs() {
  return (
    <Link href="/careers" className="inline-flex min-h-11 items-center gap-1 rounded-md text-sm font-medium text-indigo-800 hover:underline">
      <span aria-hidden="true">←</span> All open jobs
    </Link>
  );
}

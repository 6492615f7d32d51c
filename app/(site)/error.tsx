'use client';

import Link from 'next/link';
import { useEffect } from 'react';
import { Button } from '@/components/ui/button';

type ErrorPageProps = { error: unknown; reset: () => void; retry?: () => void };

export default function CareersError({ error, reset, retry }: ErrorPageProps) {
  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <div className="mx-auto max-w-lg rounded-lg border border-red-300 bg-red-50 p-6 text-red-900">
      <h1 className="text-xl font-bold">Something went wrong</h1>
      <p role="alert" className="mt-2 text-sm">
        The jobs could not be shown just now. Please try again in a moment.
      </p>
      <div className="mt-4 flex flex-wrap items-center gap-4">
        {/* retry() re-fetches the segment from the server; reset() only re-renders, so prefer retry where Next provides it. */}
        <Button className="min-h-11" onClick={() => (retry ?? reset)()}>
          Try again
        </Button>
        <Link href="/careers" className="inline-flex min-h-11 items-center font-medium text-red-900 underline">
          All open jobs
        </Link>
      </div>
    </div>
  );
}

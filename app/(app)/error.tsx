'use client';

import { useEffect } from 'react';
import { Button } from '@/components/ui/button';

type ErrorPageProps = { error: unknown; reset: () => void; retry?: () => void };

export default function AppError({ error, reset, retry }: ErrorPageProps) {
  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <div role="alert" className="mx-auto max-w-lg rounded-lg border border-red-300 bg-red-50 p-6 text-red-900">
      <h1 className="text-xl font-bold">Something went wrong</h1>
      <p className="mt-2 text-sm">This page could not be shown. Try again, and if it keeps happening, reload the page.</p>
      {/* retry() re-fetches the segment from the server; reset() only re-renders, so prefer retry where Next provides it. */}
      <Button className="mt-4" onClick={() => (retry ?? reset)()}>
        Try again
      </Button>
    </div>
  );
}

'use client';

import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useDirectoryFilters } from '@/lib/directory/hooks';
import { errorMessage } from '@/lib/client/fetch-json';
import { JobForm, type JobFormProps } from './job-form';

/**
 * The form once the business units and locations are known: a select rendered before its options
 * would show the placeholder while the form holds the saved unit.
 */
export function JobFormLoader(props: JobFormProps) {
  const filters = useDirectoryFilters();
  if (filters.isError) {
    return (
      <Alert
        title="The business units and locations could not be loaded"
        action={
          <Button variant="secondary" onClick={() => void filters.refetch()} disabled={filters.isFetching}>
            Retry
          </Button>
        }
      >
        {errorMessage(filters.error)} The form needs them.
      </Alert>
    );
  }
  if (!filters.data) {
    return (
      <div aria-busy="true" className="space-y-4">
        <p role="status" className="sr-only">
          Loading the form…
        </p>
        <Skeleton className="h-64 w-full" />
        <Skeleton className="h-72 w-full" />
      </div>
    );
  }
  return <JobForm {...props} filters={filters.data} />;
}

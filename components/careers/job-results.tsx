import Link from 'next/link';
import { EmptyState } from '@/components/ui/empty-state';
import type { CareerListing } from '@/lib/jobs/career-site';
import { JobCard } from './job-card';
import { PaginationLinks } from './pagination-links';

type JobResultsProps = Pick<CareerListing, 'jobs' | 'total' | 'offset' | 'pageCount' | 'query'>;

function summary({ jobs, total, offset }: Pick<JobResultsProps, 'jobs' | 'total' | 'offset'>): string {
  const noun = total === 1 ? 'job' : 'jobs';
  return `Showing ${offset + 1}–${offset + jobs.length} of ${total} ${noun}`;
}

export function JobResults({ jobs, total, offset, pageCount, query }: JobResultsProps) {
  return (
    <section aria-labelledby="results-heading" className="space-y-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="results-heading" className="text-lg font-semibold text-gray-900">
          Open positions
        </h2>
        {total > 0 ? <p className="text-sm text-gray-700">{summary({ jobs, total, offset })}</p> : null}
      </div>
      {total === 0 ? (
        <EmptyState
          title={query.filter ? 'No open jobs match this filter.' : 'There are no open jobs right now.'}
          action={
            query.filter ? (
              <Link href="/careers" className="inline-flex min-h-11 items-center font-medium text-indigo-800 underline">
                See all open jobs
              </Link>
            ) : null
          }
        >
          {query.filter ? 'Try another location or business unit.' : 'New roles are posted often; please check back soon.'}
        </EmptyState>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2">
          {jobs.map((job) => (
            <JobCard key={job.jobCode} job={job} />
          ))}
        </ul>
      )}
      <PaginationLinks query={query} pageCount={pageCount} />
    </section>
  );
}

import Link from 'next/link';
import { EmptyState } from '@/components/ui/empty-state';
import type { CareerListing } from '@/lib/jobs/career-site';
import { careersHref } from './careers-links';
import { JobCard } from './job-card';
import { PaginationLinks } from './pagination-links';
import { RememberResults } from './results-memory';

type JobResultsProps = Pick<CareerListing, 'jobs' | 'total' | 'offset' | 'pageCount' | 'query' | 'criteria'>;

/** "37 jobs matching “react”", and which of them this page shows when there are several pages. */
function count({ jobs, total, offset, pageCount, criteria }: Omit<JobResultsProps, 'query'>): string {
  const found = [`${total} ${total === 1 ? 'job' : 'jobs'}`, criteria].filter(Boolean).join(' ');
  return pageCount > 1 ? `${found} · showing ${offset + 1}–${offset + jobs.length}` : found;
}

const CLEAR_ALL = (
  <Link href="/careers" className="inline-flex min-h-11 items-center font-medium text-indigo-800 underline">
    Clear all
  </Link>
);

export function JobResults({ jobs, total, offset, pageCount, query, criteria }: JobResultsProps) {
  return (
    <section aria-labelledby="results-heading" className="space-y-4">
      <RememberResults href={careersHref(query)} />
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id="results-heading" className="text-lg font-semibold text-gray-900">
          Open positions
        </h2>
        {total > 0 ? <p className="text-sm text-gray-700">{count({ jobs, total, offset, pageCount, criteria })}</p> : null}
      </div>
      {total === 0 ? (
        <EmptyState title={criteria ? `No jobs ${criteria}.` : 'There are no open jobs right now.'} action={criteria ? CLEAR_ALL : null}>
          {criteria ? 'Try fewer or other words, or widen the filters.' : 'New roles are posted often; please check back soon.'}
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

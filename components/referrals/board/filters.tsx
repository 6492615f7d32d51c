'use client';

import { Button } from '@/components/ui/button';
import { FilterSelect, type FilterOption } from '@/components/ui/filter-select';
import { useJobs, type JobRecordSummary } from '@/lib/jobs/hooks';
import type { BoardFilter } from './column';

// The API's largest page: the newest 100 jobs cover any recent hiring; an older code still works from a link.
const JOB_OPTIONS = { offset: 0, limit: 100 } as const;

/** The signed-in recruiter. */
export type Me = { username: string; name: string };

/** The recruiters who own one of the jobs, by name; the signed-in one first, so "my jobs" is one choice away. */
function ownerOptions(jobs: JobRecordSummary[], me: Me): FilterOption[] {
  const others = new Map<string, string>();
  for (const { owner } of jobs) if (owner && owner.username !== me.username) others.set(owner.username, owner.displayName);
  const sorted = [...others].sort(([, a], [, b]) => a.localeCompare(b));
  return [{ value: me.username, label: `Me (${me.name})` }, ...sorted.map(([value, label]) => ({ value, label }))];
}

type BoardFiltersProps = { me: Me; filter: BoardFilter; onChange: (patch: Partial<BoardFilter>) => void };

/** Narrows the board to one recruiter's jobs, one job, or both; the job list follows the recruiter chosen. */
export function BoardFilters({ me, filter, onChange }: BoardFiltersProps) {
  const jobs = useJobs(JOB_OPTIONS);
  const items = jobs.data?.items ?? [];
  const jobOptions = items
    .filter((job) => !filter.owner || job.owner?.username === filter.owner)
    .map((job) => ({ value: job.jobCode, label: `${job.title} (${job.jobCode})` }));

  function onOwner(owner: string) {
    // A job of someone else would leave the board empty: it goes, unless the list does not know it.
    const job = items.find((j) => j.jobCode === filter.jobCode);
    const keepJob = !owner || !job || job.owner?.username === owner;
    onChange(keepJob ? { owner } : { owner, jobCode: '' });
  }

  return (
    <search className="block rounded-lg border border-gray-200 bg-white p-4">
      <div className="grid items-end gap-4 sm:grid-cols-2 lg:grid-cols-[1fr_2fr_auto]">
        <FilterSelect label="Recruiter" allLabel="All recruiters" value={filter.owner} options={ownerOptions(items, me)} onChange={onOwner} />
        <FilterSelect
          label="Job"
          allLabel={jobs.isError ? 'All jobs (the job list could not be loaded)' : 'All jobs'}
          value={filter.jobCode}
          options={jobOptions}
          onChange={(jobCode) => onChange({ jobCode })}
        />
        {filter.owner || filter.jobCode ? (
          <Button variant="secondary" onClick={() => onChange({ owner: '', jobCode: '' })}>
            Clear filters
          </Button>
        ) : null}
      </div>
    </search>
  );
}

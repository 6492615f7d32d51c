'use client';

import { FilterSelect } from '@/components/ui/filter-select';
import { useJobs } from '@/lib/jobs/hooks';

// The API's largest page: the newest 100 jobs cover any recent hiring; an older code still works from a link.
const JOB_OPTIONS = { offset: 0, limit: 100 } as const;

/** Filters by the job applied for, chosen from the recruiter's job list. */
export function JobCodeFilter({ value, onChange }: { value: string; onChange: (jobCode: string) => void }) {
  const jobs = useJobs(JOB_OPTIONS);
  const options = (jobs.data?.items ?? []).map((job) => ({ value: job.jobCode, label: `${job.title} (${job.jobCode})` }));
  return <FilterSelect label="Job" allLabel={jobs.isError ? 'All jobs (the job list could not be loaded)' : 'All jobs'} value={value} options={options} onChange={onChange} />;
}

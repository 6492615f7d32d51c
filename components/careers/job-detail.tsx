import Link from 'next/link';
import type { PortalJob, PortalJobDetail } from '@/lib/jobs/schemas';
import { careerJobHref } from '@/components/ui/page-links';
import { cx } from '@/components/ui/cx';
import { JobCard } from './job-card';
import { JobDescription } from './job-description';
import { JobFacts } from './job-facts';
import { BackToResults } from './results-memory';
import { SkillChips } from '@/components/ui/skill-chips';

const APPLY = 'flex min-h-12 w-full items-center justify-center rounded-md bg-indigo-700 px-4 text-base font-semibold text-white hover:bg-indigo-800';

function SimilarJobs({ jobs }: { jobs: PortalJob[] }) {
  if (jobs.length === 0) return null;
  return (
    <section aria-labelledby="similar-heading" className="space-y-3">
      <h2 id="similar-heading" className="text-lg font-semibold text-gray-900">
        Similar jobs
      </h2>
      <ul className="grid gap-4 md:grid-cols-2">
        {jobs.map((similar) => (
          <JobCard key={similar.jobCode} job={similar} />
        ))}
      </ul>
    </section>
  );
}

export function JobDetail({ job, similar }: { job: PortalJobDetail; similar: PortalJob[] }) {
  const applyHref = `${careerJobHref(job.jobCode)}/apply`;
  return (
    <article aria-labelledby="job-title" className="space-y-6">
      <div>
        <BackToResults />
        <h1 id="job-title" className="mt-2 text-2xl font-bold break-words text-gray-900 sm:text-3xl">
          {job.title}
        </h1>
        <p className="mt-1 text-gray-700">
          {job.businessUnitName} · {job.jobCode}
        </p>
      </div>
      <div className="grid gap-6 md:grid-cols-[minmax(0,1fr)_18rem] md:items-start">
        {/* First in the source so phones show the facts and Apply before the long description. */}
        <aside aria-labelledby="facts-heading" className="rounded-lg border border-gray-200 bg-white p-4 md:sticky md:top-4 md:order-last">
          <h2 id="facts-heading" className="sr-only">
            Job details
          </h2>
          <JobFacts job={job} />
          {/* Phones get the Apply bar below instead, always within reach of the thumb. */}
          <Link href={applyHref} prefetch={false} className={cx(APPLY, 'mt-4 hidden md:flex')}>
            Apply
          </Link>
        </aside>
        <div className="min-w-0 space-y-6">
          {job.skills.length > 0 ? (
            <section aria-labelledby="skills-heading">
              <h2 id="skills-heading" className="text-lg font-semibold text-gray-900">
                Skills
              </h2>
              <SkillChips skills={job.skills} className="mt-2" />
            </section>
          ) : null}
          <section aria-labelledby="description-heading" className="rounded-lg border border-gray-200 bg-white p-4 sm:p-6">
            <h2 id="description-heading" className="sr-only">
              Description
            </h2>
            <JobDescription markdown={job.description} />
          </section>
        </div>
      </div>
      <SimilarJobs jobs={similar} />
      {/*
        Sticky rather than fixed: it rides at the bottom of the screen while the job scrolls past, and at
        the end it settles in the flow below it, so it never covers the description's last lines or the
        footer, whatever their height. The white band behind it keeps the text from showing through.
      */}
      <div className="sticky bottom-0 -mx-4 border-t border-gray-200 bg-white px-4 py-3 md:hidden">
        <Link href={applyHref} prefetch={false} className={APPLY}>
          Apply
        </Link>
      </div>
    </article>
  );
}

import Link from 'next/link';
import type { PortalJobDetail } from '@/lib/jobs/schemas';
import { careerJobHref } from '@/components/ui/page-links';
import { JobDescription } from './job-description';
import { JobFacts } from './job-facts';
import { SkillChips } from '@/components/ui/skill-chips';

function BackToJobs() {
  return (
    <Link href="/careers" className="inline-flex min-h-11 items-center gap-1 rounded-md text-sm font-medium text-indigo-800 hover:underline">
      <span aria-hidden="true">←</span> All open jobs
    </Link>
  );
}

export function JobDetail({ job }: { job: PortalJobDetail }) {
  return (
    <article aria-labelledby="job-title" className="space-y-6">
      <div>
        <BackToJobs />
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
          <Link
            href={`${careerJobHref(job.jobCode)}/apply`}
            prefetch={false}
            className="mt-4 flex min-h-12 w-full items-center justify-center rounded-md bg-indigo-700 px-4 text-base font-semibold text-white hover:bg-indigo-800"
          >
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
    </article>
  );
}

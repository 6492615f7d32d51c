import Link from 'next/link';
import { formatDate } from '@/components/ui/date-words';
import type { PortalJob } from '@/lib/jobs/schemas';
import { careerJobHref } from '@/components/ui/page-links';
import { employmentLabel, experienceLabel, locationNames, salaryLabel } from '@/lib/jobs/format';
import { SkillChips } from '@/components/ui/skill-chips';

const CARD_SKILLS = 4;

// Twenty cards make up most of the page, and every element is sent twice (HTML and RSC payload), so the
// card keeps its markup lean: labels only where the value alone would be unclear, and its look in a few
// class names (app/globals.css, .job-card) instead of utility lists.
export function JobCard({ job }: { job: PortalJob }) {
  return (
    <li className="job-card">
      <h3>
        {/* prefetch off: twenty cards would otherwise fetch twenty job pages nobody may open. */}
        <Link href={careerJobHref(job.jobCode)} prefetch={false}>
          {job.title}
        </Link>
      </h3>
      <p className="strong">{job.businessUnitName}</p>
      <p>{locationNames(job)}</p>
      <p>
        {experienceLabel(job)} · {employmentLabel(job.employmentType)}
        {job.postedDate ? ` · Posted ${formatDate(job.postedDate)}` : null}
      </p>
      {/* Only where the job publishes one: pay is what candidates compare first. */}
      {job.salary ? <p className="strong">{salaryLabel(job.salary)}</p> : null}
      <SkillChips skills={job.skills} max={CARD_SKILLS} label={`Skills for ${job.title}`} className="mt-3" />
    </li>
  );
}

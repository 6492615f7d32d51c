import Link from 'next/link';
import { formatDate } from '@/components/ui/date-words';
import type { PortalJob } from '@/lib/jobs/schemas';
import { careerJobHref } from '@/components/ui/page-links';
import { employmentLabel, experienceLabel, locationNames, salaryLabel } from '@/lib/jobs/format';
import { SkillChips } from '@/components/ui/skill-chips';

const CARD_SKILLS = 4;

// Twenty cards make up most of the page, and every element is hydrated and sent twice (HTML and RSC
// payload), so the card keeps its markup lean: labels only where the value alone would be unclear.
export function JobCard({ job }: { job: PortalJob }) {
  return (
    // The title link is stretched over the card (after:inset-0) so the whole card is one big tap target.
    <li className="relative rounded-lg border border-gray-200 bg-white p-4 text-sm text-gray-700 hover:border-indigo-300">
      <h3 className="text-lg font-semibold break-words">
        {/* prefetch off: twenty cards would otherwise fetch twenty job pages nobody may open. */}
        <Link href={careerJobHref(job.jobCode)} prefetch={false} className="text-indigo-800 after:absolute after:inset-0 hover:underline">
          {job.title}
        </Link>
      </h3>
      <p className="mt-1 font-medium text-gray-900">{job.businessUnitName}</p>
      <p className="mt-1">{locationNames(job)}</p>
      <p className="mt-1">
        {experienceLabel(job)} · {employmentLabel(job.employmentType)}
        {job.postedDate ? ` · Posted ${formatDate(job.postedDate)}` : null}
      </p>
      {/* Only where the job publishes one: pay is what candidates compare first. */}
      {job.salary ? <p className="mt-1 font-medium text-gray-900">{salaryLabel(job.salary)}</p> : null}
      <SkillChips skills={job.skills} max={CARD_SKILLS} label={`Skills for ${job.title}`} className="mt-3" />
    </li>
  );
}

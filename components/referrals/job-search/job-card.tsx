import { experienceLabel, locationNames } from '@/lib/jobs/format';
import { SkillChips } from '@/components/ui/skill-chips';
import { Button } from '@/components/ui/button';
import type { ReferralJob } from '@/lib/referrals/hooks';
import { bonusAmount } from '../bonus';

type ReferralJobCardProps = { job: ReferralJob; onRefer: (job: ReferralJob) => void };

/** A job open for referral: what it asks for, what the referrer earns, and the way to refer someone. */
export function ReferralJobCard({ job, onRefer }: ReferralJobCardProps) {
  const bonus = bonusAmount(job.referralBonus, job.currencyCode);
  return (
    <li className="flex flex-col gap-3 rounded-lg border border-gray-200 bg-white p-4 text-sm text-gray-700 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0 space-y-1">
        <h3 className="text-lg font-semibold break-words text-gray-900">{job.title}</h3>
        <p className="font-medium text-gray-900">
          <span className="sr-only">Job code </span>
          {job.jobCode} · {job.businessUnitName}
        </p>
        <p>{locationNames(job)}</p>
        <p>{experienceLabel(job)} of experience</p>
        <SkillChips skills={job.skills} label={`Skills for ${job.title}`} className="pt-1" />
      </div>
      <div className="flex shrink-0 flex-col gap-2 sm:items-end">
        <p className={bonus ? 'font-semibold text-green-900' : undefined}>{bonus ? `Referral bonus ${bonus}` : 'No referral bonus'}</p>
        <Button onClick={() => onRefer(job)} aria-label={`Refer someone for ${job.title} (${job.jobCode})`} className="w-full sm:w-auto">
          Refer someone
        </Button>
      </div>
    </li>
  );
}

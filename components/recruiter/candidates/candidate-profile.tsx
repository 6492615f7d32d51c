import type { CandidateRecord } from '@/lib/candidates/hooks';
import { DetailSection, Facts, Chips } from './detail-parts';
import { formatAmount, formatDays, formatExperience, yesNo } from '@/components/ui/format';

/** What the candidate brings and asks for: experience, notice, salary, field, skills and languages. */
export function CandidateProfile({ candidate: c }: { candidate: CandidateRecord }) {
  return (
    <DetailSection title="Profile">
      <Facts
        facts={[
          ['Experience', formatExperience(c.expInYears, c.expInMonths)],
          ['Fresher', c.fresher ? yesNo(c.fresher) : null],
          ['Notice period', c.noticePeriod === null ? null : formatDays(c.noticePeriod)],
          ['Expected salary', c.expectedSalary === null ? null : formatAmount(c.expectedSalary)],
          ['Functional area', c.functionalArea],
          ['Industry', c.industryName],
          ['Reason for leaving', c.reasonForLeaving],
        ]}
      />
      <h3 className="pt-2 text-base font-semibold text-gray-900">Skills</h3>
      <Chips label="Skills" items={c.skills} />
      <h3 className="pt-2 text-base font-semibold text-gray-900">Languages</h3>
      <Chips label="Languages" items={c.languages} />
    </DetailSection>
  );
}

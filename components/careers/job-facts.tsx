import type { ReactNode } from 'react';
import { formatDate } from '@/components/ui/date-words';
import type { PortalJobDetail } from '@/lib/jobs/schemas';
import { employmentLabel, experienceLabel, locationNames, salaryLabel } from '@/lib/jobs/format';

/** `wide` facts (long values) take the whole row of the two-column phone layout. */
function Fact({ term, wide, children }: { term: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={wide ? 'col-span-2 md:col-span-1' : undefined}>
      <dt className="text-sm font-medium text-gray-700">{term}</dt>
      <dd className="text-base text-gray-900">{children}</dd>
    </div>
  );
}

function DateValue({ date }: { date: string }) {
  return <time dateTime={date}>{formatDate(date)}</time>;
}

/** The job's key facts as a definition list (the detail page's side panel). */
export function JobFacts({ job }: { job: PortalJobDetail }) {
  return (
    // Two columns on phones keep Apply near the top; the narrow side panel on wider screens has one.
    <dl className="grid grid-cols-2 gap-x-4 gap-y-3 md:grid-cols-1">
      <Fact term={job.joiningLocations.length === 1 ? 'Location' : 'Locations'} wide>{locationNames(job)}</Fact>
      <Fact term="Experience">{experienceLabel(job)}</Fact>
      <Fact term="Employment type">{employmentLabel(job.employmentType)}</Fact>
      {job.salary ? <Fact term="Salary" wide>{salaryLabel(job.salary)}</Fact> : null}
      <Fact term="Openings">{job.openings}</Fact>
      {job.postedDate ? (
        <Fact term="Posted">
          <DateValue date={job.postedDate} />
        </Fact>
      ) : null}
      {job.closingDate ? (
        <Fact term="Apply by">
          <DateValue date={job.closingDate} />
        </Fact>
      ) : null}
    </dl>
  );
}

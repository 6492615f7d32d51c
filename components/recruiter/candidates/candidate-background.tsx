import type { CandidateRecord } from '@/lib/candidates/hooks';
import { Fragment, type ReactNode } from 'react';
import { formatDate } from '@/components/ui/date-words';
import { formatAmount, formatDays, formatExperience, isYes, yesNo } from '@/components/ui/format';
import { Chips, DetailSection, Facts, NotGiven } from './detail-parts';

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

/** "1 June 2021 – 31 May 2023"; an open end reads "present" for a current job, else is left open. */
function period(start?: string, end?: string, current = false): string | null {
  if (!start && !end) return current ? 'Present' : null;
  const to = end ? formatDate(end) : current ? 'present' : '';
  return start ? `${formatDate(start)} – ${to}`.trim() : `Until ${to}`;
}

function Entry({ title, when, children }: { title: string; when: string | null; children?: ReactNode }) {
  return (
    <li className="space-y-2 border-t border-gray-200 pt-3 first:border-t-0 first:pt-0">
      <div>
        <h3 className="font-semibold break-words text-gray-900">{title}</h3>
        {when ? <p className="text-sm text-gray-700">{when}</p> : null}
      </div>
      {children}
    </li>
  );
}

function Entries<T>({ items, empty, render }: { items: T[]; empty: string; render: (item: T) => ReactNode }) {
  if (items.length === 0) return <NotGiven>{empty}</NotGiven>;
  // The index is the key: entries have no id, may repeat, and the list never reorders in place.
  return (
    <ol className="space-y-3">
      {items.map((item, i) => (
        <Fragment key={i}>{render(item)}</Fragment>
      ))}
    </ol>
  );
}

function Description({ text }: { text?: string }) {
  // Descriptions keep the applicant's line breaks.
  return text ? <p className="text-sm break-words whitespace-pre-line text-gray-900">{text}</p> : null;
}

function role(jobTitle?: string, companyName?: string): string {
  return [jobTitle, companyName].filter(Boolean).join(' at ') || 'Role not named';
}

export function CandidateEducation({ candidate }: { candidate: CandidateRecord }) {
  return (
    <DetailSection title="Education">
      <Entries
        items={candidate.education}
        empty="No education given."
        render={(e) => (
          <Entry title={[e.degree, e.institute].filter(Boolean).join(', ') || 'Course not named'} when={period(e.startDate, e.endDate)}>
            <Facts facts={[['Score', e.percentage]]} empty={null} />
          </Entry>
        )}
      />
    </DetailSection>
  );
}

export function CandidateInternships({ candidate }: { candidate: CandidateRecord }) {
  return (
    <DetailSection title="Internships">
      <Entries
        items={candidate.internshipExperience}
        empty="No internships given."
        render={(e) => (
          <Entry title={role(e.jobTitle, e.companyName)} when={period(e.startDate, e.endDate)}>
            <Description text={e.jobDescription} />
          </Entry>
        )}
      />
    </DetailSection>
  );
}

export function CandidateWorkExperience({ candidate }: { candidate: CandidateRecord }) {
  return (
    <DetailSection title="Work experience">
      <Entries
        items={candidate.workExperience}
        empty="No work experience given."
        render={(e) => {
          const current = isYes(e.currentEmployer);
          return (
            <Entry title={role(e.jobTitle, e.companyName)} when={period(e.startDate, e.endDate, current)}>
              <Facts
                empty={null}
                facts={[
                  ['CTC', typeof e.ctc === 'number' ? formatAmount(e.ctc, e.currencyCode) : null],
                  ['Current employer', e.currentEmployer ? yesNo(e.currentEmployer) : null],
                ]}
              />
              <Description text={e.jobDescription} />
            </Entry>
          );
        }}
      />
    </DetailSection>
  );
}

import { useId, type ReactNode } from 'react';
import type { CandidateRecord } from '@/lib/candidates/hooks';

/** A titled part of the candidate page: a region named by its heading, so screen readers can jump between parts. */
export function DetailSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="space-y-3 rounded-lg border border-gray-200 bg-white p-4 sm:p-6">
      <h2 id={id} className="text-lg font-semibold text-gray-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A label and what is on file; null, undefined and "" mean nothing was given. */
export type Fact = [label: string, value: ReactNode];

export function NotGiven({ children = 'Not given.' }: { children?: ReactNode }) {
  return <p className="text-sm text-gray-700">{children}</p>;
}

/**
 * Label and value pairs, leaving out what was not given: most candidates fill few of the spec's
 * optional fields, and a page of "Not given" would hide what is there.
 */
export function Facts({ facts, empty }: { facts: Fact[]; /** null: show nothing at all when nothing was given. */ empty?: string | null }) {
  const given = facts.filter(([, value]) => value !== null && value !== undefined && value !== '');
  if (given.length === 0) return empty === null ? null : <NotGiven>{empty}</NotGiven>;
  return (
    <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[minmax(8rem,max-content)_minmax(0,1fr)] sm:gap-y-2">
      {given.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-medium text-gray-700">{label}</dt>
          <dd className="mb-2 break-words text-gray-900 sm:mb-0">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Short values (skills, languages) as a list of chips. */
export function Chips({ label, items }: { label: string; items: string[] }) {
  if (items.length === 0) return <NotGiven>No {label.toLowerCase()} given.</NotGiven>;
  return (
    <ul aria-label={label} className="flex flex-wrap gap-2">
      {items.map((item) => (
        <li key={item} className="rounded-full bg-gray-100 px-3 py-1 text-sm text-gray-900 ring-1 ring-gray-300 ring-inset">
          {item}
        </li>
      ))}
    </ul>
  );
}

type NameParts = Pick<CandidateRecord, 'firstName' | 'middleName' | 'lastName'>;

/** The given parts in order, or null when none was given. */
export function joinName(...parts: Array<string | null>): string | null {
  return parts.filter(Boolean).join(' ') || null;
}

/** The name a recruiter calls the candidate by, falling back to the id so a heading is never empty. */
export function displayName(candidate: NameParts & Pick<CandidateRecord, 'candidateId'>): string {
  return joinName(candidate.firstName, candidate.middleName, candidate.lastName) ?? candidate.candidateId;
}

/**
 * An identity number (PAN, Aadhaar, passport...) with all but its last four characters hidden:
 * recruiters rarely need them in full, and the screen may be seen by others. The record still
 * carries the full value, so this guards the screen only.
 */
export function MaskedId({ value }: { value: string }) {
  const chars = value.replace(/\s+/g, '');
  const last = chars.slice(-4);
  return (
    <>
      <span aria-hidden="true" className="font-mono tracking-wider">
        {'•'.repeat(Math.max(chars.length - last.length, 0))}
        {last}
      </span>
      {/* Read as words rather than a row of bullets. */}
      <span className="sr-only">Hidden, ending in {last}</span>
    </>
  );
}

import { valuesFromResume } from '@/lib/candidates/resume-values';
import type { ParsedResumeResponse } from '@/lib/candidates/parse-schemas';
import type { ReferFieldName, ReferFormValues } from './refer-resolver';

/**
 * What a parsed resume suggests for the refer form. The candidate form's reading is reused: it already
 * drops guesses the schemas would refuse (a malformed e-mail, say) and treats "0 years" as not found.
 */
export function suggestionsFromResume(parsed: ParsedResumeResponse): Partial<ReferFormValues> {
  const found = valuesFromResume(parsed);
  const name = [found.firstName, found.middleName, found.lastName].filter(Boolean).join(' ') || parsed.fullName?.trim();
  return {
    candidateName: name ? name.slice(0, 200) : undefined,
    email: found.primaryEmail,
    mobileNumber: found.mobileNumber,
    skills: found.skills?.length ? found.skills.join(', ').slice(0, 1000) : undefined,
    expInYear: found.expInYears,
    expInMonth: found.expInMonths,
  };
}

const isEmpty = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** The suggestions for the boxes still empty: what the referrer typed is never overwritten. */
export function emptyFieldFills(current: Partial<ReferFormValues>, suggestions: Partial<ReferFormValues>): Array<[ReferFieldName, string | number]> {
  return (Object.entries(suggestions) as Array<[ReferFieldName, string | number | undefined]>).filter(
    (entry): entry is [ReferFieldName, string | number] => entry[1] !== undefined && isEmpty(current[entry[0]]),
  );
}

import { schemaResolver } from '@/components/ui/form/schema-resolver';
import { referCandidateSchema, type ReferCandidate, type ReferCandidateInput } from '@/lib/referrals/schemas';

/** What the refer form's boxes hold and what a valid submit yields: the API's own body. */
export type ReferFormValues = ReferCandidateInput;
export type ReferFormOutput = ReferCandidate;

/** The boxes on the form, which server field errors may be shown beside. */
export const REFER_FIELDS = ['candidateName', 'email', 'mobileNumber', 'expInYear', 'expInMonth', 'skills', 'jobCode'] as const;
export type ReferFieldName = (typeof REFER_FIELDS)[number];

// The schema's own messages name API fields; the form says them in the words on its labels.
const PLAIN: Record<string, string> = {
  'Give email or mobileNumber': 'Give an e-mail address or a mobile number',
  'Must be under 12 (put whole years in expInYear)': 'Enter 0 to 11 (whole years go in the years box)',
};

export function plainReferMessage(message: string): string {
  return PLAIN[message] ?? message;
}

/** The API's schema, so the browser refuses exactly what the server would, in plain words. */
export const referResolver = schemaResolver<ReferFormValues, ReferFormOutput>(referCandidateSchema, plainReferMessage);

import { zodResolver } from '@hookform/resolvers/zod';
import { friendlyMessages } from '@/components/recruiter/form-messages';
import { regulariseSchema, type RegulariseFormInput, type RegulariseInput } from '@/lib/attendance/schemas';

/** The form holds the API's own body (the server fills in `username` with the caller). */
export type RegulariseValues = RegulariseFormInput;
export type RegulariseOutput = RegulariseInput;

/** The boxes on the form, beside which server field errors are shown. */
export const REGULARISE_FIELDS = ['modifiedInTime', 'modifiedOutTime', 'comments'] as const;
export type RegulariseField = (typeof REGULARISE_FIELDS)[number];

// The schema's messages name API fields; the form says them in the words on its labels.
const PLAIN: Record<string, string> = {
  'Expected a time as HH:mm or HH:mm:ss (24 h)': 'Enter a time',
  'Must be after modifiedInTime': 'Must be after the in time',
};

export function plainRegulariseMessage(message: string): string {
  return PLAIN[message] ?? message;
}

const schemaResolver = zodResolver(regulariseSchema, { error: friendlyMessages });

/** The API's schema, so the browser refuses exactly what the server would, in plain words. */
export const regulariseResolver: typeof schemaResolver = async (...args) => {
  const result = await schemaResolver(...args);
  for (const error of Object.values(result.errors)) if (error && typeof error.message === 'string') error.message = plainRegulariseMessage(error.message);
  return result;
};

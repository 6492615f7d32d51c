import { lazyResolver } from '@/components/ui/form/lazy-resolver';
import type { RegulariseFormInput, RegulariseInput } from '@/lib/attendance/schemas';

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

/**
 * The API's schema, so the browser refuses exactly what the server would, in plain words; loaded on first
 * use (see lazyResolver).
 */
export const regulariseResolver = lazyResolver<RegulariseValues, RegulariseOutput>(() => import('./regularise-check').then((module) => module.checkRegularise));

import type { FieldPath, UseFormSetError } from 'react-hook-form';
import { ApiRequestError, errorMessage } from '@/lib/client/fetch-json';
import { jobCreateSchema, type JobFormValues } from '@/lib/jobs/schemas';

const FIELD_NAMES = new Set(Object.keys(jobCreateSchema.shape));

/**
 * Puts the server's field errors (paths such as `orgUnitCode` or `joiningLocations.0`) beside their
 * fields, focusing the first; answers the message for the form's alert.
 */
export function showServerErrors(error: unknown, setError: UseFormSetError<JobFormValues>): string {
  if (!(error instanceof ApiRequestError)) return errorMessage(error);
  const onFields = error.errors.filter((e) => FIELD_NAMES.has(e.path.split('.')[0] ?? ''));
  onFields.forEach((e, i) => {
    // Checked above: the path starts with one of the form's field names.
    setError(e.path as FieldPath<JobFormValues>, { type: 'server', message: e.message }, { shouldFocus: i === 0 });
  });
  const allShown = onFields.length > 0 && onFields.length === error.errors.length;
  return allShown ? 'Some fields need changes: see the messages beside them.' : error.detail;
}

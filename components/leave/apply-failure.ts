import { ApiRequestError, errorMessage } from '@/lib/http/fetch-json';
import { APPLY_LEAVE_FIELDS, plainLeaveMessage, type ApplyLeaveField } from './apply-leave-resolver';

export type ApplyFailure = {
  /** What no field message says, for the form's alert; null when every message sits beside its box. */
  message: string | null;
  /** Server field errors (overlap, balance, non-working days...) to show beside their boxes. */
  fieldErrors: Array<{ path: ApplyLeaveField; message: string }>;
};

const FIELDS = new Set<string>(APPLY_LEAVE_FIELDS);

/** What to show for a failed POST /api/leave/v1/apply. */
export function applyFailure(error: unknown): ApplyFailure {
  if (!(error instanceof ApiRequestError)) return { message: errorMessage(error), fieldErrors: [] };
  const fieldErrors = error.errors
    .filter((e): e is { path: ApplyLeaveField; message: string } => FIELDS.has(e.path))
    .map((e) => ({ path: e.path, message: plainLeaveMessage(e.message) }));
  const allShown = fieldErrors.length > 0 && fieldErrors.length === error.errors.length;
  return { message: allShown ? null : error.detail, fieldErrors };
}

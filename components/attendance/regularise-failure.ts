import { ApiRequestError, errorMessage } from '@/lib/client/fetch-json';
import { plainRegulariseMessage, REGULARISE_FIELDS, type RegulariseField } from './regularise-resolver';

type RegulariseFailure = {
  /** What no field message says (the day itself refused: too old, on leave, already asked); null when all sit beside their boxes. */
  message: string | null;
  fieldErrors: Array<{ path: RegulariseField; message: string }>;
};

const FIELDS = new Set<string>(REGULARISE_FIELDS);

/** What to show for a failed POST /api/attendance/v1/regularise. */
export function regulariseFailure(error: unknown): RegulariseFailure {
  if (!(error instanceof ApiRequestError)) return { message: errorMessage(error), fieldErrors: [] };
  const fieldErrors = error.errors
    .filter((e): e is { path: RegulariseField; message: string } => FIELDS.has(e.path))
    .map((e) => ({ path: e.path, message: plainRegulariseMessage(e.message) }));
  const allShown = fieldErrors.length > 0 && fieldErrors.length === error.errors.length;
  return { message: allShown ? null : error.detail, fieldErrors };
}

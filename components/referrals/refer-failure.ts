import { tryAgainIn } from '@/components/ui/resume/upload-failure';
import { ApiRequestError, errorMessage } from '@/lib/client/fetch-json';
import { UploadRequestError } from '@/lib/client/upload';
import { plainReferMessage, REFER_FIELDS, type ReferFieldName } from './refer-resolver';

export type ReferFailure = {
  title: string;
  message: string;
  /** Server field errors to show beside the boxes. */
  fieldErrors: Array<{ path: ReferFieldName; message: string }>;
  /** The server refused the resume file itself: ask for another. */
  resumeMessage: string | null;
};

const TITLE = 'The referral was not sent';
const FIELDS = new Set<string>(REFER_FIELDS);
const RESUME_PATHS = new Set(['resume', 'resumeExtension']);
const REFERRAL_ID = /REF-\d{6,}/;

/** The first referral a duplicate_referral answer names (its `referralId`, else from the detail). */
function firstReferral(error: ApiRequestError): string | null {
  const named = error instanceof UploadRequestError ? error.problem.referralId : undefined;
  if (typeof named === 'string' && REFERRAL_ID.test(named)) return named;
  return REFERRAL_ID.exec(error.detail)?.[0] ?? null;
}

function fieldErrorsOf(error: ApiRequestError): ReferFailure['fieldErrors'] {
  return error.errors
    .filter((e): e is { path: ReferFieldName; message: string } => FIELDS.has(e.path))
    .map((e) => ({ path: e.path, message: plainReferMessage(e.message) }));
}

/** What to show for a failed POST /api/referrals/v1/refer. */
export function referFailure(error: unknown): ReferFailure {
  const failure = (message: string, title = TITLE): ReferFailure => ({ title, message, fieldErrors: [], resumeMessage: null });
  if (!(error instanceof ApiRequestError)) return failure(errorMessage(error));

  if (error.code === 'duplicate_referral') {
    const first = firstReferral(error);
    const message = first
      ? `This person was already referred to this job as ${first}. Follow that referral under “My referrals”.`
      : error.detail;
    return { ...failure(message, 'Already referred'), fieldErrors: fieldErrorsOf(error) };
  }
  if (error.status === 429) {
    const seconds = error instanceof UploadRequestError ? error.retryAfterSeconds : null;
    return failure(`Too many attempts. ${tryAgainIn(seconds)}`, 'Please wait before trying again');
  }
  if (error.status === 413) {
    const message = 'This resume is too large to send; choose a smaller file (at most 5 MB).';
    return { ...failure(message), resumeMessage: message };
  }
  if (error.status === 404 || error.fieldMessage('jobCode')) {
    return failure('This job is no longer open for referrals: it was closed or unpublished while you were filling in the form.', 'This job is closed');
  }

  const fieldErrors = fieldErrorsOf(error);
  const resumeErrors = error.errors.filter((e) => RESUME_PATHS.has(e.path));
  const resumeMessage = resumeErrors[0]?.message ?? null;
  const allShown = error.errors.length > 0 && fieldErrors.length + resumeErrors.length === error.errors.length;
  const message = allShown ? 'Some fields need changes: see the messages beside them.' : error.detail;
  return { ...failure(message), fieldErrors, resumeMessage };
}

import { candidateHref } from '@/components/recruiter/candidates/candidate-link';
import { plainMessage } from '@/lib/candidates/form';
import { newCandidateSchema } from '@/lib/candidates/schemas';
import { ApiRequestError, errorMessage } from '@/lib/client/fetch-json';
import { UploadRequestError } from '@/lib/client/upload';

export type FormVariant = 'apply' | 'recruiter';

/** The alert above the submit button. */
export type SubmitFailure = { title: string; message: string; link?: { href: string; label: string } };

export type FailureOutcome = {
  failure: SubmitFailure;
  /** Server field errors at the form's own paths, to show beside their fields. */
  fieldErrors: Array<{ path: string; message: string }>;
  /** The server refused the resume file itself: ask for another. */
  resumeMessage: string | null;
};

const TITLE: Record<FormVariant, string> = { apply: 'Your application was not sent', recruiter: 'The candidate was not created' };
const RESUME_PATHS = new Set(['resume', 'resumeExtension']);
const ALL_FIELDS = Object.keys(newCandidateSchema.shape).filter((key) => !RESUME_PATHS.has(key));
// The apply page sends the job it is on; there is no job code box to put an error beside.
const FORM_FIELDS: Record<FormVariant, Set<string>> = {
  apply: new Set(ALL_FIELDS.filter((key) => key !== 'jobCode')),
  recruiter: new Set(ALL_FIELDS),
};

const CANDIDATE_ID = /CAND-\d{6,}/;

/** The existing candidate a duplicate_candidate answer names (its `candidateId`, else from the detail). */
function existingCandidate(error: ApiRequestError): string | null {
  const named = error instanceof UploadRequestError ? error.problem.candidateId : undefined;
  if (typeof named === 'string' && CANDIDATE_ID.test(named)) return named;
  return CANDIDATE_ID.exec(error.detail)?.[0] ?? null;
}

/** "Try again in 12 minutes." from Retry-After, rounded up so the person does not come back too soon. */
export function tryAgainIn(seconds: number | null): string {
  if (seconds === null) return 'Try again later.';
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return `Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}

const outcome = (failure: SubmitFailure, fieldErrors: FailureOutcome['fieldErrors'] = [], resumeMessage: string | null = null): FailureOutcome => ({
  failure,
  fieldErrors,
  resumeMessage,
});

const CHECK_FIELDS = 'Some fields need changes: see the messages beside them.';

/** The schema refused some fields before anything was sent. */
export function invalidFields(variant: FormVariant): SubmitFailure {
  return { title: TITLE[variant], message: CHECK_FIELDS };
}

/** The browser could not read the picked file (moved or deleted since it was picked). */
export function unreadableFile(variant: FormVariant): FailureOutcome {
  return outcome({ title: TITLE[variant], message: 'The resume file could not be read.' }, [], 'The file could not be read from this device; choose it again.');
}

/** What to show for a failed POST /api/v1/candidate; `formPath` maps the body's list positions to the form's. */
export function submitFailure(error: unknown, variant: FormVariant, formPath: (serverPath: string) => string = (p) => p): FailureOutcome {
  const title = TITLE[variant];
  if (!(error instanceof ApiRequestError)) return outcome({ title, message: errorMessage(error) });

  if (error.code === 'duplicate_candidate') {
    const id = existingCandidate(error) ?? 'on file';
    if (variant === 'apply') {
      // Naming the field adds nothing for an applicant: the summary says it all.
      return outcome({ title: 'You have already applied', message: `You have already applied — your reference is ${id}. Our recruiters have your details.` });
    }
    const link = id.startsWith('CAND-') ? { href: candidateHref(id), label: `Open ${id}` } : undefined;
    return outcome({ title: 'This person is already on file', message: error.detail, link }, fieldErrorsOf(error, variant, formPath));
  }
  if (error.status === 429) {
    const seconds = error instanceof UploadRequestError ? error.retryAfterSeconds : null;
    return outcome({ title: 'Please wait before trying again', message: `Too many attempts have come from your network. ${tryAgainIn(seconds)}` });
  }
  if (error.status === 404 && variant === 'apply') {
    return outcome({
      title: 'This job is no longer taking applications',
      message: 'It closed or was taken off the site while you were filling in the form, so your application was not sent.',
      link: { href: '/careers', label: 'See the open jobs' },
    });
  }
  if (error.status === 413) {
    const message = 'This resume is too large to send; upload a smaller file (at most 5 MB).';
    return outcome({ title, message }, [], message);
  }

  const resumeMessage = error.errors.find((e) => RESUME_PATHS.has(e.path))?.message ?? null;
  const fieldErrors = fieldErrorsOf(error, variant, formPath);
  const allShown = error.errors.length > 0 && error.errors.length === fieldErrors.length + error.errors.filter((e) => RESUME_PATHS.has(e.path)).length;
  return outcome({ title, message: allShown ? CHECK_FIELDS : error.detail }, fieldErrors, resumeMessage);
}

function fieldErrorsOf(error: ApiRequestError, variant: FormVariant, formPath: (serverPath: string) => string): FailureOutcome['fieldErrors'] {
  return error.errors
    .map((e) => ({ path: formPath(e.path), message: plainMessage(e.message) }))
    .filter((e) => FORM_FIELDS[variant].has(e.path.split('.')[0] ?? ''));
}

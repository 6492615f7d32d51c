'use client';

import { useQueryClient } from '@tanstack/react-query';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { FormProvider, type FieldPath } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { SEE_FIELD_MESSAGES } from '@/components/ui/form/form-field';
import { formFailure, useOperationForm } from '@/components/ui/form/use-operation-form';
import { appliedHref, candidateHref } from '@/components/ui/page-links';
import { extensionOf, readBase64 } from '@/components/ui/resume/resume-file';
import { ResumePicker } from '@/components/ui/resume/resume-picker';
import { namedRecord, RESUME_PATHS, retryAfter, tryAgainIn } from '@/components/ui/resume/upload-failure';
import { attachedFile, isReading, useResumeParse } from '@/components/ui/resume/use-resume-parse';
import {
  CANDIDATE_FIELDS,
  candidateRequest,
  mergeResumeValues,
  NEW_CANDIDATE_VALUES,
  type CandidateFormOutput,
  type CandidateFormValues,
  type CandidateRequest,
  type NewCandidateResponse,
} from '@/lib/candidates/form';
import type { ParsedResumeResponse } from '@/lib/candidates/parse-schemas';
import { invalidateFeature } from '@/lib/client/api';
import { ApiRequestError } from '@/lib/client/fetch-json';
import { candidateCreateOp } from '@/lib/client/operations/candidates.gen';
import { isAbortError } from '@/lib/client/upload';
import { ApplyFields } from './apply-fields';
import { SubmitBar, useCandidateSubmit } from './candidate-submit';
import {
  ALREADY_APPLIED,
  ALREADY_ON_FILE,
  CANDIDATE_MESSAGES,
  FORM_TEXT,
  JOB_CLOSED,
  MISSING_RESUME,
  RESUME_TOO_LARGE,
  TOO_MANY,
  UNREADABLE_FILE,
  type FormVariant,
} from './messages';
import { RecruiterFields } from './recruiter-fields';

type Path = FieldPath<CandidateFormValues>;

/** The alert above the submit button. */
type SubmitFailure = { title: string; message: string; link?: { href: string; label: string } };

type FailureOutcome = {
  failure: SubmitFailure;
  /** Server field errors at the form's own paths, to show beside their fields. */
  fieldErrors: Array<{ path: string; message: string }>;
  /** The server refused the resume file itself: ask for another. */
  resumeMessage: string | null;
};

// The apply page sends the job it is on; there is no job code box to put an error beside.
const FORM_FIELDS: Record<FormVariant, ReadonlySet<string>> = {
  apply: new Set(CANDIDATE_FIELDS.filter((key) => key !== 'jobCode')),
  recruiter: new Set(CANDIDATE_FIELDS),
};

const CANDIDATE_ID = /CAND-\d{6,}/;

const loadResumeValues = () => import('@/lib/candidates/resume-values');

/**
 * The server's field errors beside their boxes (`formPath` maps the body's list positions to the form's),
 * those about the file for the resume picker, and the rest in the alert.
 */
function fieldFailure(error: unknown, variant: FormVariant, formPath: (serverPath: string) => string, title = FORM_TEXT[variant].notSent): FailureOutcome {
  const paths = error instanceof ApiRequestError ? error.errors.map((e) => e.path) : [];
  const shown = paths.filter((path) => RESUME_PATHS.has(path) || FORM_FIELDS[variant].has(path.split('.')[0] ?? ''));
  const { message, fieldErrors } = formFailure(error, shown, CANDIDATE_MESSAGES);
  return {
    failure: { title, message: message ?? SEE_FIELD_MESSAGES },
    fieldErrors: fieldErrors.filter((e) => !RESUME_PATHS.has(e.path)).map((e) => ({ path: formPath(e.path), message: e.message })),
    resumeMessage: fieldErrors.find((e) => RESUME_PATHS.has(e.path))?.message ?? null,
  };
}

/** What to show for a failed create: the answers a person can act on in their own words, the rest as fields and alert. */
function submitFailure(error: unknown, variant: FormVariant, formPath: (serverPath: string) => string): FailureOutcome {
  const title = FORM_TEXT[variant].notSent;
  const alertOnly = (failure: SubmitFailure, resumeMessage: string | null = null): FailureOutcome => ({ failure, fieldErrors: [], resumeMessage });
  if (!(error instanceof ApiRequestError)) return fieldFailure(error, variant, formPath);

  // Naming the field adds nothing for an applicant: the summary says it all.
  if (error.code === 'duplicate_application') return alertOnly({ title: ALREADY_APPLIED.title, message: ALREADY_APPLIED.message(namedRecord(error, 'candidateId', CANDIDATE_ID) ?? 'on file') });
  if (error.code === 'duplicate_candidate') {
    const id = namedRecord(error, 'candidateId', CANDIDATE_ID) ?? 'on file';
    const link = id.startsWith('CAND-') ? { href: candidateHref(id), label: ALREADY_ON_FILE.link(id) } : undefined;
    const outcome = fieldFailure(error, variant, formPath);
    return { ...outcome, failure: { title: ALREADY_ON_FILE.title, message: error.detail, link } };
  }
  if (error.status === 429) return alertOnly({ title: TOO_MANY.title, message: TOO_MANY.message(tryAgainIn(retryAfter(error))) });
  if (error.status === 404 && variant === 'apply') return alertOnly({ title: JOB_CLOSED.title, message: JOB_CLOSED.message, link: { href: '/careers', label: JOB_CLOSED.link } });
  if (error.status === 413) return alertOnly({ title, message: RESUME_TOO_LARGE }, RESUME_TOO_LARGE);
  return fieldFailure(error, variant, formPath);
}

type CandidateFormProps = {
  variant: FormVariant;
  /** The job applied to (the apply page). */
  jobCode?: string;
  onCreated: (created: NewCandidateResponse) => void;
};

/**
 * The candidate form: pick a resume, which is read to fill the fields, correct them, send. The fields
 * re-mount after each reading (`generation`), so every input, the skills box included, shows the new values.
 */
function CandidateForm({ variant, jobCode, onCreated }: CandidateFormProps) {
  // The alert here has a title and a link of its own, so the form words its failures itself (submitFailure).
  const { form, preload } = useOperationForm<CandidateFormValues, CandidateFormOutput>({
    schema: () => import('@/lib/candidates/schemas').then((module) => module.newCandidateSchema),
    fields: CANDIDATE_FIELDS,
    messages: CANDIDATE_MESSAGES,
    defaultValues: NEW_CANDIDATE_VALUES,
  });
  const [generation, setGeneration] = useState(0);
  const lastFill = useRef<CandidateFormValues>(NEW_CANDIDATE_VALUES);
  const fields = useRef<HTMLDivElement>(null);
  const refocus = useRef<string | null>(null);

  async function fillFrom(parsed: ParsedResumeResponse) {
    const { valuesFromResume } = await loadResumeValues();
    const fresh = { ...NEW_CANDIDATE_VALUES, ...valuesFromResume(parsed) };
    const values = mergeResumeValues(form.getValues(), lastFill.current, fresh);
    lastFill.current = fresh;
    // Someone typing while the resume was read keeps their place after the re-mount.
    const active = document.activeElement;
    refocus.current = active instanceof HTMLElement && fields.current?.contains(active) ? active.getAttribute('name') : null;
    form.reset(values);
    setGeneration((g) => g + 1);
  }

  const resume = useResumeParse(fillFrom);
  const { send: sending, submit } = useCandidateSubmit();
  const [resumeError, setResumeError] = useState<string | null>(null);
  const [failure, setFailure] = useState<SubmitFailure | null>(null);
  const summary = useRef<HTMLDivElement>(null);
  const focusSummary = useRef(false);
  const fileInput = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (refocus.current) form.setFocus(refocus.current as Path);
    refocus.current = null;
  }, [generation, form]);

  useEffect(() => {
    if (failure && focusSummary.current) summary.current?.focus();
    focusSummary.current = false;
  }, [failure]);

  const file = attachedFile(resume.state);
  const resumeMissing = () => variant === 'apply' && !file;

  function showFailure(outcome: FailureOutcome) {
    outcome.fieldErrors.forEach((e, i) => form.setError(e.path as Path, { type: 'server', message: e.message }, { shouldFocus: i === 0 }));
    if (outcome.resumeMessage) resume.refuse(outcome.resumeMessage);
    if (outcome.resumeMessage && !outcome.fieldErrors.length) fileInput.current?.focus();
    else focusSummary.current = outcome.fieldErrors.length === 0;
    setFailure(outcome.failure);
  }

  async function send(values: CandidateFormOutput) {
    setFailure(null);
    if (resumeMissing()) {
      setResumeError(MISSING_RESUME);
      fileInput.current?.focus();
      return;
    }
    let request: CandidateRequest | null = null;
    try {
      const upload = file ? { base64: await readBase64(file), extension: extensionOf(file.name) } : undefined;
      request = candidateRequest(values, { jobCode, resume: upload });
      onCreated(await submit(request.body));
    } catch (error) {
      if (isAbortError(error)) return;
      // No request yet means the browser could not read the file.
      showFailure(request ? submitFailure(error, variant, request.formPath) : alertOnlyUnreadable(variant));
    }
  }

  /** The schema refused some fields: react-hook-form has focused the first; say so, and about the resume too. */
  function refuse() {
    if (resumeMissing()) setResumeError(MISSING_RESUME);
    setFailure({ title: FORM_TEXT[variant].notSent, message: SEE_FIELD_MESSAGES });
  }

  function onSubmit(event: FormEvent) {
    void form.handleSubmit(send, refuse)(event);
  }

  return (
    <FormProvider {...form}>
      {/* POST, should it ever be sent natively (before hydration): a GET would put the person's details in the URL. */}
      <form method="post" onFocus={preload} onSubmit={onSubmit} noValidate className="space-y-6">
        <ResumePicker
          state={resume.state}
          onChoose={(chosen) => {
            setResumeError(null);
            // The code that fills the form from the reading, fetched while the file is read.
            void loadResumeValues();
            void resume.choose(chosen);
          }}
          required={variant === 'apply'}
          error={resumeError}
          disabled={sending.step !== 'idle'}
          inputRef={fileInput}
        />
        <div key={generation} ref={fields} className="space-y-6">
          {variant === 'apply' ? <ApplyFields /> : <RecruiterFields />}
        </div>
        {failure ? (
          <div ref={summary} tabIndex={-1} className="focus:outline-none">
            <Alert title={failure.title}>
              <p>{failure.message}</p>
              {failure.link ? (
                <Link href={failure.link.href} className="mt-2 inline-flex min-h-11 items-center font-medium underline">
                  {failure.link.label}
                </Link>
              ) : null}
            </Alert>
          </div>
        ) : null}
        <SubmitBar variant={variant} send={sending} submitting={form.formState.isSubmitting} readingResume={isReading(resume.state)} />
      </form>
    </FormProvider>
  );
}

/** The browser could not read the picked file (moved or deleted since it was picked). */
function alertOnlyUnreadable(variant: FormVariant): FailureOutcome {
  return { failure: { title: FORM_TEXT[variant].notSent, message: UNREADABLE_FILE.message }, fieldErrors: [], resumeMessage: UNREADABLE_FILE.resume };
}

/** The career site's application form: on success, the confirmation page with the reference. */
export function ApplyForm({ jobCode }: { jobCode: string }) {
  const router = useRouter();
  return <CandidateForm variant="apply" jobCode={jobCode} onCreated={(created) => router.push(appliedHref(jobCode, created.candidateId))} />;
}

/** The recruiter's create form: on success, the new candidate's page, with the lists refetched. */
export function NewCandidateView() {
  const router = useRouter();
  const queryClient = useQueryClient();
  return (
    <CandidateForm
      variant="recruiter"
      onCreated={(created) => {
        // The operation's feature, not lib/candidates/hooks's CANDIDATES: the hooks would bring every candidate
        // read and write, and the job and referral operations they refresh, into the career site's form too.
        void invalidateFeature(queryClient, candidateCreateOp.feature);
        router.push(candidateHref(created.candidateId));
      }}
    />
  );
}

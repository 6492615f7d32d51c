'use client';

import { useEffect, useRef, useState, type RefObject } from 'react';
import { FormProvider } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { SEE_FIELD_MESSAGES } from '@/components/ui/form/form-field';
import { formFailure, useOperationForm, type FormFailure } from '@/components/ui/form/use-operation-form';
import { extensionOf, readBase64 } from '@/components/ui/resume/resume-file';
import { ResumePicker } from '@/components/ui/resume/resume-picker';
import { namedRecord, RESUME_PATHS, retryAfter, tryAgainIn } from '@/components/ui/resume/upload-failure';
import { UploadProgress } from '@/components/ui/resume/upload-progress';
import { attachedFile, isReading, useResumeParse } from '@/components/ui/resume/use-resume-parse';
import { Spinner } from '@/components/ui/spinner';
import type { ParsedResumeResponse } from '@/lib/candidates/parse-schemas';
import { ApiRequestError } from '@/lib/client/fetch-json';
import { isAbortError } from '@/lib/client/upload';
import type { ReferCandidateResult } from '@/lib/referrals/hooks';
import { REFERRAL_MESSAGES } from '../messages';
import { emptyFieldFills, REFER_FIELDS, ReferFields, suggestionsFromResume, type ReferFieldName, type ReferFormOutput, type ReferFormValues } from './fields';
import { useReferCandidate, type ReferBody, type ReferProgress } from './use-refer-candidate';

type ReferFailure = {
  title: string;
  message: string;
  /** Server field errors to show beside the boxes. */
  fieldErrors: FormFailure<ReferFieldName>['fieldErrors'];
  /** The server refused the resume file itself: ask for another. */
  resumeMessage: string | null;
};

const NOT_SENT = 'The referral was not sent';
const REFERRAL_ID = /REF-\d{6,}/;

const UNREADABLE: ReferFailure = {
  title: NOT_SENT,
  message: 'The resume file could not be read.',
  fieldErrors: [],
  resumeMessage: 'The file could not be read from this device; choose it again.',
};

/** What to show for a failed referral: the server's field errors beside their boxes, the rest in words of its own. */
function referFailure(error: unknown): ReferFailure {
  const { message, fieldErrors } = formFailure(error, REFER_FIELDS, REFERRAL_MESSAGES);
  const failure = (text: string, title = NOT_SENT): ReferFailure => ({ title, message: text, fieldErrors: [], resumeMessage: null });
  if (!(error instanceof ApiRequestError)) return failure(message ?? '');

  if (error.code === 'duplicate_referral') {
    const first = namedRecord(error, 'referralId', REFERRAL_ID);
    const text = first ? `This person was already referred to this job as ${first}. Follow that referral under “My referrals”.` : error.detail;
    return { ...failure(text, 'Already referred'), fieldErrors };
  }
  if (error.status === 429) {
    return failure(`Too many attempts. ${tryAgainIn(retryAfter(error))}`, 'Please wait before trying again');
  }
  if (error.status === 413) {
    const text = 'This resume is too large to send; choose a smaller file (at most 5 MB).';
    return { ...failure(text), resumeMessage: text };
  }
  if (error.status === 404 || error.fieldMessage('jobCode')) {
    return failure('This job is no longer open for referrals: it was closed or unpublished while you were filling in the form.', 'This job is closed');
  }

  const resumeErrors = error.errors.filter((e) => RESUME_PATHS.has(e.path));
  const allShown = error.errors.length > 0 && fieldErrors.length + resumeErrors.length === error.errors.length;
  const text = allShown ? SEE_FIELD_MESSAGES : error.detail;
  return { ...failure(text), fieldErrors, resumeMessage: resumeErrors[0]?.message ?? null };
}

type ReferSubmitBarProps = { progress: ReferProgress; busy: boolean; readingResume: boolean; onCancel: () => void };

/** Send and Cancel; while sending, the upload's progress, and Send stays disabled until the answer. */
function ReferSubmitBar({ progress, busy, readingResume, onCancel }: ReferSubmitBarProps) {
  return (
    <div className="space-y-3">
      {progress.step === 'uploading' ? <UploadProgress label="Sending the referral…" fraction={progress.fraction} /> : null}
      {progress.step === 'saving' ? <UploadProgress label="Saving the referral…" fraction={null} /> : null}
      <p role="status" className="text-sm text-gray-900 empty:hidden">
        {readingResume ? 'The referral can be sent once the resume has been read.' : ''}
      </p>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" pending={busy || readingResume}>
          {busy ? <Spinner /> : null}
          Send referral
        </Button>
      </div>
    </div>
  );
}

type ReferFormProps = {
  jobCode: string;
  onReferred: (result: ReferCandidateResult, candidateName: string) => void;
  onCancel: () => void;
  /** Kept true while anything was typed or attached, so closing can ask first. */
  dirtyRef: RefObject<boolean>;
};

/**
 * Refer one person to one job: pick their resume (read to fill the empty boxes), check, send. The
 * schema check is useOperationForm's; a failed send has more to say than its alert line (a title, a
 * refused resume), so the form shows it itself.
 */
export function ReferForm({ jobCode, onReferred, onCancel, dirtyRef }: ReferFormProps) {
  const { form, preload } = useOperationForm<ReferFormValues, ReferFormOutput>({
    schema: () => import('@/lib/referrals/schemas').then((module) => module.referCandidateSchema),
    fields: REFER_FIELDS,
    messages: REFERRAL_MESSAGES,
    defaultValues: { jobCode },
  });
  const { refer, pending, progress } = useReferCandidate();
  const [failure, setFailure] = useState<ReferFailure | null>(null);
  const summary = useRef<HTMLDivElement>(null);
  const focusSummary = useRef(false);
  const fileInput = useRef<HTMLInputElement>(null);

  // Only empty boxes are filled: what the referrer typed is theirs, and the parser only guesses.
  function prefill(parsed: ParsedResumeResponse) {
    for (const [name, value] of emptyFieldFills(form.getValues(), suggestionsFromResume(parsed))) {
      form.setValue(name, value, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
    }
  }
  const resume = useResumeParse(prefill);
  const file = attachedFile(resume.state);

  const dirty = form.formState.isDirty || file !== null;
  useEffect(() => {
    dirtyRef.current = dirty;
  }, [dirty, dirtyRef]);

  useEffect(() => {
    if (failure && focusSummary.current) summary.current?.focus();
    focusSummary.current = false;
  }, [failure]);

  function show(outcome: ReferFailure) {
    outcome.fieldErrors.forEach((e, i) => form.setError(e.path, { type: 'server', message: e.message }, { shouldFocus: i === 0 }));
    if (outcome.resumeMessage) resume.refuse(outcome.resumeMessage);
    if (outcome.resumeMessage && !outcome.fieldErrors.length) fileInput.current?.focus();
    else focusSummary.current = outcome.fieldErrors.length === 0;
    setFailure(outcome);
  }

  async function send(values: ReferFormOutput) {
    setFailure(null);
    let body: ReferBody;
    try {
      body = file ? { ...values, resume: await readBase64(file), resumeExtension: extensionOf(file.name) } : values;
    } catch {
      return show(UNREADABLE);
    }
    try {
      onReferred(await refer(body), values.candidateName);
    } catch (error) {
      if (!isAbortError(error)) show(referFailure(error));
    }
  }

  return (
    <FormProvider {...form}>
      <form method="post" noValidate onFocus={preload} onSubmit={(e) => void form.handleSubmit(send, () => setFailure(null))(e)} className="space-y-6">
        <ResumePicker state={resume.state} onChoose={(chosen) => void resume.choose(chosen)} required={false} error={null} disabled={pending} inputRef={fileInput} />
        <ReferFields />
        {failure ? (
          <div ref={summary} tabIndex={-1} className="focus:outline-none">
            <Alert title={failure.title}>{failure.message}</Alert>
          </div>
        ) : null}
        <ReferSubmitBar progress={progress} busy={pending || form.formState.isSubmitting} readingResume={isReading(resume.state)} onCancel={onCancel} />
      </form>
    </FormProvider>
  );
}

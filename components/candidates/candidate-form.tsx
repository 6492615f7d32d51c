'use client';

import Link from 'next/link';
import { useEffect, useRef, useState } from 'react';
import { FormProvider, useForm, type FieldPath } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import {
  candidateRequest,
  mergeResumeValues,
  NEW_CANDIDATE_VALUES,
  valuesFromResume,
  type CandidateFormOutput,
  type CandidateFormValues,
  type CandidateRequest,
  type NewCandidateResponse,
} from '@/lib/candidates/form';
import type { ParsedResumeResponse } from '@/lib/candidates/parse-schemas';
import { isAbortError } from '@/lib/client/upload';
import { ApplyFields } from './apply-fields';
import { candidateResolver } from './candidate-resolver';
import { RecruiterFields } from './recruiter-fields';
import { extensionOf, readBase64 } from '@/components/ui/resume/resume-file';
import { ResumePicker } from '@/components/ui/resume/resume-picker';
import { SubmitBar } from './submit-bar';
import { invalidFields, submitFailure, unreadableFile, type FailureOutcome, type FormVariant, type SubmitFailure } from './submit-failure';
import { useCandidateSubmit } from './use-candidate-submit';
import { attachedFile, isReading, useResumeParse } from '@/components/ui/resume/use-resume-parse';

export type CandidateFormProps = {
  /** apply: the career site's subset, resume required; recruiter: every field, resume optional. */
  variant: FormVariant;
  /** The job applied to (the apply page). */
  jobCode?: string;
  onCreated: (created: NewCandidateResponse) => void;
};

type Path = FieldPath<CandidateFormValues>;

const MISSING_RESUME = 'Choose your resume file: the recruiters need it.';

/**
 * The candidate form: pick a resume, which is read to fill the fields, correct them, send. The fields
 * re-mount after each reading (`generation`), so every input, the skills box included, shows the new values.
 */
export function CandidateForm({ variant, jobCode, onCreated }: CandidateFormProps) {
  const form = useForm<CandidateFormValues, unknown, CandidateFormOutput>({ resolver: candidateResolver, defaultValues: NEW_CANDIDATE_VALUES });
  const [generation, setGeneration] = useState(0);
  const lastFill = useRef<CandidateFormValues>(NEW_CANDIDATE_VALUES);
  const fields = useRef<HTMLDivElement>(null);
  const refocus = useRef<string | null>(null);

  function fillFrom(parsed: ParsedResumeResponse) {
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
      showFailure(request ? submitFailure(error, variant, request.formPath) : unreadableFile(variant));
    }
  }

  /** The schema refused some fields: react-hook-form has focused the first; say so, and about the resume too. */
  function refuse() {
    if (resumeMissing()) setResumeError(MISSING_RESUME);
    setFailure(invalidFields(variant));
  }

  return (
    <FormProvider {...form}>
      {/* POST, should it ever be sent natively (before hydration): a GET would put the person's details in the URL. */}
      <form method="post" onSubmit={(e) => void form.handleSubmit(send, refuse)(e)} noValidate className="space-y-6">
        <ResumePicker
          state={resume.state}
          onChoose={(chosen) => {
            setResumeError(null);
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

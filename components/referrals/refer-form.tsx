'use client';

import { useEffect, useRef, useState, type RefObject } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { extensionOf, readBase64 } from '@/components/ui/resume/resume-file';
import { ResumePicker } from '@/components/ui/resume/resume-picker';
import { attachedFile, isReading, useResumeParse } from '@/components/ui/resume/use-resume-parse';
import { Alert } from '@/components/ui/alert';
import type { ParsedResumeResponse } from '@/lib/candidates/parse-schemas';
import { isAbortError } from '@/lib/client/upload';
import type { ReferCandidateResult } from '@/lib/referrals/hooks';
import { ReferFields } from './refer-fields';
import { referFailure, type ReferFailure } from './refer-failure';
import { emptyFieldFills, suggestionsFromResume } from './refer-prefill';
import { referResolver, type ReferFormOutput, type ReferFormValues } from './refer-resolver';
import { ReferSubmitBar } from './refer-submit-bar';
import { useReferCandidate, type ReferBody } from './use-refer-candidate';

type ReferFormProps = {
  jobCode: string;
  onReferred: (result: ReferCandidateResult, candidateName: string) => void;
  onCancel: () => void;
  /** Kept true while anything was typed or attached, so closing can ask first. */
  dirtyRef: RefObject<boolean>;
};

const UNREADABLE: ReferFailure = {
  title: 'The referral was not sent',
  message: 'The resume file could not be read.',
  fieldErrors: [],
  resumeMessage: 'The file could not be read from this device; choose it again.',
};

/** Refer one person to one job: pick their resume (read to fill the empty boxes), check, send. */
export function ReferForm({ jobCode, onReferred, onCancel, dirtyRef }: ReferFormProps) {
  const form = useForm<ReferFormValues, unknown, ReferFormOutput>({ resolver: referResolver, defaultValues: { jobCode } });
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
      <form method="post" noValidate onSubmit={(e) => void form.handleSubmit(send, () => setFailure(null))(e)} className="space-y-6">
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

'use client';

import { useState } from 'react';
import { FormProvider } from 'react-hook-form';
import type { z } from 'zod';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { cx } from '@/components/ui/cx';
import { FormField } from '@/components/ui/form/form-field';
import { useOperationForm, type MessageCatalogue } from '@/components/ui/form/use-operation-form';
import { textOrUndefined } from '@/components/ui/form/values';
import { Select } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { controlClass } from '@/components/ui/text-input';
import { isFinalStage, NEXT_STAGES, STAGE_LABELS, type ApplicationStage } from '@/lib/applications/stages';
import { useAddCandidateNote, useChangeCandidateStatus, type CandidateApplication } from '@/lib/candidates/hooks';
import type { candidateNoteRequestSchema, candidateStatusChangeSchema } from '@/lib/candidates/schemas';
import { ApiRequestError } from '@/lib/client/fetch-json';
import { useIdempotencyKey } from '@/lib/client/use-idempotency-key';

// The two things a recruiter writes on one application: a move along the pipeline and a note. Each form
// holds its operation's own body; `jobCode`, which names the application, is a default value, not a box.

type MoveValues = z.input<typeof candidateStatusChangeSchema>;
type MoveOutput = z.output<typeof candidateStatusChangeSchema>;
type NoteValues = z.input<typeof candidateNoteRequestSchema>;
type NoteOutput = z.output<typeof candidateNoteRequestSchema>;

const MOVE_FIELDS = ['status', 'note'] as const;
const NOTE_FIELDS = ['body'] as const;

/** The move form's one required box is the stage: an empty choice reads as what to do about it. */
const MOVE_MESSAGES: MessageCatalogue = { Required: 'Choose a stage', 'Choose one of the options': 'Choose a stage' };

const MoveBox = FormField<MoveValues>;
const NoteBox = FormField<NoteValues>;

const NOTE_MAX = 1000;
const NOTE_BODY_MAX = 4000;

type ApplicationSubject = { candidateId: string; name: string; application: CandidateApplication };

function isConflict(error: unknown): boolean {
  return error instanceof ApiRequestError && error.code === 'conflict_state';
}

type MoveFormProps = ApplicationSubject & { onMoved: (to: ApplicationStage) => void };

/**
 * The application's legal next stages (NEXT_STAGES) to choose from, with a note kept in its history. A
 * stage chosen on purpose rather than one click per stage, since a move cannot be taken back; a final
 * stage asks once more.
 */
export function MoveForm({ candidateId, name, application, onMoved }: MoveFormProps) {
  const { jobCode, jobTitle, stage } = application;
  const { form, failure, alertRef, submit, preload } = useOperationForm<MoveValues, MoveOutput>({
    schema: () => import('@/lib/candidates/schemas').then((module) => module.candidateStatusChangeSchema),
    fields: MOVE_FIELDS,
    messages: MOVE_MESSAGES,
    defaultValues: { jobCode },
  });
  const change = useChangeCandidateStatus();

  async function send(values: MoveOutput) {
    const to = STAGE_LABELS[values.status];
    if (isFinalStage(values.status) && !window.confirm(`Move ${name}’s application for ${jobTitle} to ${to}? This is final: it cannot move again.`)) return;
    try {
      await change.mutateAsync({ candidateId, ...values });
    } catch (error) {
      // The hook refetches the candidate on a conflict, and the stage chosen may no longer be offered.
      if (isConflict(error)) form.resetField('status');
      throw error;
    }
    form.reset();
    onMoved(values.status);
  }

  const { register } = form;
  const busy = change.isPending;
  return (
    <FormProvider {...form}>
      <form method="post" noValidate onFocus={preload} onSubmit={(e) => void submit(send)(e)} className="space-y-3">
        <MoveBox name="status" label="Move to">
          {(control) => (
            <Select {...control} required {...register('status', { setValueAs: textOrUndefined })}>
              <option value="">Choose a stage</option>
              {NEXT_STAGES[stage].map((next) => (
                <option key={next} value={next}>
                  {STAGE_LABELS[next]}
                </option>
              ))}
            </Select>
          )}
        </MoveBox>
        <MoveBox name="note" label="Note for the history (optional)">
          {(control) => <textarea {...control} rows={2} maxLength={NOTE_MAX} className={cx(controlClass, 'min-h-16')} {...register('note', { setValueAs: textOrUndefined })} />}
        </MoveBox>
        {failure ? (
          <div ref={alertRef} tabIndex={-1} className="focus:outline-none">
            <Alert title="The application was not moved">
              {failure}
              {isConflict(change.error) ? ' Someone may have moved it meanwhile: the page now shows where it stands.' : null}
            </Alert>
          </div>
        ) : null}
        <Button type="submit" pending={busy}>
          {busy ? <Spinner /> : null}
          {busy ? 'Moving…' : 'Move'}
        </Button>
      </form>
    </FormProvider>
  );
}

/** A note on the application, shown with its author's name in the application's notes. */
export function NoteForm({ candidateId, application }: ApplicationSubject) {
  const { form, failure, alertRef, submit, preload } = useOperationForm<NoteValues, NoteOutput>({
    schema: () => import('@/lib/candidates/schemas').then((module) => module.candidateNoteRequestSchema),
    fields: NOTE_FIELDS,
    defaultValues: { jobCode: application.jobCode, body: '' },
  });
  const add = useAddCandidateNote();
  const { keyFor, renew } = useIdempotencyKey();
  const [notice, setNotice] = useState('');

  async function send(body: NoteOutput) {
    setNotice('');
    await add.mutateAsync({ candidateId, ...body, idempotencyKey: keyFor(body) });
    renew();
    form.reset();
    setNotice('Note added.');
  }

  const { register } = form;
  const busy = add.isPending;
  return (
    <FormProvider {...form}>
      <form method="post" noValidate onFocus={preload} onSubmit={(e) => void submit(send)(e)} className="space-y-3">
        <NoteBox name="body" label="Add a note">
          {(control) => <textarea {...control} rows={3} maxLength={NOTE_BODY_MAX} required className={cx(controlClass, 'min-h-20')} {...register('body')} />}
        </NoteBox>
        {failure ? (
          <div ref={alertRef} tabIndex={-1} className="focus:outline-none">
            <Alert title="The note was not added">{failure}</Alert>
          </div>
        ) : null}
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" variant="secondary" pending={busy}>
            {busy ? <Spinner /> : null}
            {busy ? 'Adding…' : 'Add note'}
          </Button>
          <p role="status" className="text-sm font-medium text-green-800 empty:hidden">
            {notice}
          </p>
        </div>
      </form>
    </FormProvider>
  );
}

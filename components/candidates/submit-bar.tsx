'use client';

import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import type { FormVariant } from './submit-failure';
import { UploadProgress } from '@/components/ui/resume/upload-progress';
import type { SendState } from './use-candidate-submit';

const TEXT: Record<FormVariant, { submit: string; uploading: string; saving: string; sent: string }> = {
  apply: {
    submit: 'Send application',
    uploading: 'Sending your application…',
    saving: 'Saving your application…',
    sent: 'Application received. Opening your confirmation…',
  },
  recruiter: {
    submit: 'Create candidate',
    uploading: 'Sending the candidate…',
    saving: 'Creating the candidate…',
    sent: 'Candidate created. Opening it…',
  },
};

type SubmitBarProps = { variant: FormVariant; send: SendState; submitting: boolean; readingResume: boolean };

/** The submit button, disabled with progress while sending, and while a resume is still being read. */
export function SubmitBar({ variant, send, submitting, readingResume }: SubmitBarProps) {
  const text = TEXT[variant];
  const busy = submitting || send.step !== 'idle';
  const status = send.step === 'sent' ? text.sent : readingResume ? 'The form can be sent once the resume has been read.' : '';
  return (
    <div className="space-y-3">
      {send.step === 'uploading' ? <UploadProgress label={text.uploading} fraction={send.fraction} /> : null}
      {send.step === 'saving' ? <UploadProgress label={text.saving} fraction={null} /> : null}
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <Button type="submit" pending={busy || readingResume} className="min-h-12 w-full text-base sm:w-auto">
          {busy ? <Spinner /> : null}
          {text.submit}
        </Button>
        <p role="status" className="text-sm font-medium text-gray-900">
          {status}
        </p>
      </div>
    </div>
  );
}

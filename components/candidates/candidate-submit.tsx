'use client';

import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { UploadProgress } from '@/components/ui/resume/upload-progress';
import { Spinner } from '@/components/ui/spinner';
import type { NewCandidateResponse } from '@/lib/candidates/form';
import type { NewCandidateInput } from '@/lib/candidates/schemas';
import { requestPath } from '@/lib/client/api';
import { candidateCreateOp } from '@/lib/client/operations/candidates.gen';
import { uploadJson } from '@/lib/client/upload';
import { FORM_TEXT, READ_RESUME_FIRST, type FormVariant } from './messages';

export type SendState =
  | { step: 'idle' }
  /** The body, with the resume in base64, is on its way. */
  | { step: 'uploading'; fraction: number | null }
  /** Sent; the server is checking and saving it. */
  | { step: 'saving' }
  | { step: 'sent' };

/** Creates the candidate (candidateCreateOp) with upload progress: the body carries the whole resume. */
export function useCandidateSubmit() {
  const [send, setSend] = useState<SendState>({ step: 'idle' });
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);

  async function submit(body: NewCandidateInput): Promise<NewCandidateResponse> {
    const controller = new AbortController();
    running.current = controller;
    setSend({ step: 'uploading', fraction: 0 });
    try {
      const created = await uploadJson<NewCandidateResponse>(requestPath(candidateCreateOp), body, {
        signal: controller.signal,
        onProgress: (fraction) => setSend((s) => (s.step === 'uploading' ? { step: 'uploading', fraction } : s)),
        onSent: () => setSend({ step: 'saving' }),
      });
      // Stays "sent" (the button disabled) while the page moves on, so a second click cannot send it twice.
      setSend({ step: 'sent' });
      return created;
    } catch (error) {
      setSend({ step: 'idle' });
      throw error;
    }
  }

  return { send, submit };
}

type SubmitBarProps = { variant: FormVariant; send: SendState; submitting: boolean; readingResume: boolean };

/** The submit button, disabled with progress while sending, and while a resume is still being read. */
export function SubmitBar({ variant, send, submitting, readingResume }: SubmitBarProps) {
  const text = FORM_TEXT[variant];
  const busy = submitting || send.step !== 'idle';
  const status = send.step === 'sent' ? text.sent : readingResume ? READ_RESUME_FIRST : '';
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

'use client';

import { useEffect, useRef, useState } from 'react';
import type { NewCandidateResponse } from '@/lib/candidates/form';
import type { NewCandidateInput } from '@/lib/candidates/schemas';
import { requestPath } from '@/lib/client/api';
import { candidateCreateOp } from '@/lib/client/operations.gen';
import { uploadJson } from '@/lib/client/upload';

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

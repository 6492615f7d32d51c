'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { invalidateFeature, requestPath } from '@/lib/client/api';
import { referCandidateOp } from '@/lib/client/operations/referrals.gen';
import { uploadJson } from '@/lib/client/upload';
import { useIdempotencyKey } from '@/lib/client/use-idempotency-key';
import { REFERRALS, type ReferCandidateResult } from '@/lib/referrals/hooks';
import type { ReferFormOutput } from './fields';

/** The refer operation's body: the checked fields, and the resume in base64 when one is attached. */
export type ReferBody = Omit<ReferFormOutput, 'userName'> & { resume?: string; resumeExtension?: string };

export type ReferProgress =
  | { step: 'idle' }
  /** The body, with any resume in it, is on its way. */
  | { step: 'uploading'; fraction: number | null }
  /** Sent; the server is checking and saving it. */
  | { step: 'saving' };

/**
 * Refers someone, with upload progress (the body may carry a 5 MB resume). Every attempt carries an
 * Idempotency-Key, kept while the body stays the same: a second click, or a retry after an answer was
 * lost, replays the first answer instead of recording the referral twice.
 */
export function useReferCandidate() {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<ReferProgress>({ step: 'idle' });
  const { keyFor } = useIdempotencyKey();
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);

  const mutation = useMutation({
    mutationFn: (body: ReferBody) => {
      const idempotencyKey = keyFor(body);
      running.current = new AbortController();
      setProgress({ step: 'uploading', fraction: 0 });
      return uploadJson<ReferCandidateResult>(requestPath(referCandidateOp), body, {
        headers: { 'Idempotency-Key': idempotencyKey },
        signal: running.current.signal,
        onProgress: (fraction) => setProgress((p) => (p.step === 'uploading' ? { step: 'uploading', fraction } : p)),
        onSent: () => setProgress({ step: 'saving' }),
      });
    },
    onSettled: () => setProgress({ step: 'idle' }),
    onSuccess: () => invalidateFeature(queryClient, REFERRALS),
  });

  return { refer: mutation.mutateAsync, pending: mutation.isPending, progress };
}

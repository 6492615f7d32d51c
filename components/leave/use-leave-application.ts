'use client';

import { useRef } from 'react';
import { useApplyLeave, type ApplyLeaveInput } from '@/lib/leave/hooks';

/**
 * Applies for leave with one Idempotency-Key per filled-in form: a double click, or a resend after an
 * answer was lost, replays the first answer instead of recording the leave twice. The key is renewed
 * when the body changes (the server refuses a known key with another body) and after a success, so the
 * next form is a new request even when it asks for the same days.
 */
export function useLeaveApplication() {
  const mutation = useApplyLeave();
  const attempt = useRef<{ body: string; key: string } | null>(null);

  async function apply(body: ApplyLeaveInput) {
    const json = JSON.stringify(body);
    if (attempt.current?.body !== json) attempt.current = { body: json, key: crypto.randomUUID() };
    const result = await mutation.mutateAsync({ body, idempotencyKey: attempt.current.key });
    attempt.current = null;
    return result;
  }

  return { apply, pending: mutation.isPending };
}

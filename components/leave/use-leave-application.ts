'use client';

import { useIdempotencyKey } from '@/lib/client/use-idempotency-key';
import { useApplyLeave, type ApplyLeaveInput } from '@/lib/leave/hooks';

/**
 * Applies for leave with one Idempotency-Key per filled-in form, renewed after a success so the next form
 * is a new request even when it asks for the same days.
 */
export function useLeaveApplication() {
  const mutation = useApplyLeave();
  const { keyFor, renew } = useIdempotencyKey();

  async function apply(body: ApplyLeaveInput) {
    const result = await mutation.mutateAsync({ body, idempotencyKey: keyFor(body) });
    renew();
    return result;
  }

  return { apply, pending: mutation.isPending };
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callOperation, invalidateFeature, mutationFor, type InputOf } from '@/lib/client/api';
import { punchOp, regulariseOp } from '@/lib/client/operations/attendance.gen';
import type { PunchResult } from '../schemas';

/** What a punch sends: the spec's Punch Input (dates and times in the organisation's time zone; `queued` when kept on the device while offline and sent late). */
export type PunchBody = InputOf<typeof punchOp>['body'];

/** Days, punches and approvals move together: after a punch, a regularisation or a decision every attendance read is refreshed. */
export const ATTENDANCE = 'attendance';

/** Sends one punch. The Idempotency-Key (one per tap, kept with a queued punch) makes a resend after a lost answer punch once. */
export function sendPunch(body: PunchBody, idempotencyKey: string): Promise<PunchResult> {
  return callOperation(punchOp, { body }, { idempotencyKey });
}

/** A tap's punch: `mutateAsync({ body, idempotencyKey })`, the key made once per tap. */
export function usePunch() {
  const queryClient = useQueryClient();
  return useMutation({ ...mutationFor(punchOp), onSuccess: () => invalidateFeature(queryClient, ATTENDANCE) });
}

/** Asks for a regularisation; `idempotencyKey` is one per filled-in form. */
export function useRegularise() {
  const queryClient = useQueryClient();
  return useMutation({ ...mutationFor(regulariseOp), onSuccess: () => invalidateFeature(queryClient, ATTENDANCE) });
}

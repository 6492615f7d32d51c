import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { refreshApprovalsWaiting } from '@/lib/approvals/hooks';
import { callOperation, invalidateFeature, mutationFor, queryOptionsFor, type InputOf } from '@/lib/client/api';
import { ApiRequestError } from '@/lib/client/fetch-json';
import {
  attendanceListOp,
  flaggedPunchesOp,
  punchDetailOp,
  punchOp,
  punchReviewOp,
  regularisationActionOp,
  regularisationApprovalsOp,
  regulariseOp,
} from '@/lib/client/operations/attendance.gen';
import type { DayStatus, PunchReviewAction, RegularisationAction, RegularisationStatus } from './constants';
import type {
  AttendanceDay,
  AttendanceList,
  FlaggedPunch,
  Office,
  PunchDetail,
  PunchRecord,
  PunchResult,
  Regularisation,
  RegularisationActionInput,
  RegulariseFormInput,
} from './schemas';

export type {
  AttendanceDay,
  AttendanceList,
  DayStatus,
  FlaggedPunch,
  Office,
  PunchDetail,
  PunchRecord,
  PunchResult,
  PunchReviewAction,
  Regularisation,
  RegularisationAction,
  RegularisationActionInput,
  RegularisationStatus,
  RegulariseFormInput,
};

/** What a punch sends: the spec's Punch Input (dates and times in the organisation's time zone; `queued` when kept on the device while offline and sent late). */
export type PunchBody = InputOf<typeof punchOp>['body'];

/** Days, punches and approvals move together: after a punch, a regularisation or a decision every attendance read is refreshed. */
export const ATTENDANCE = 'attendance';

/** A whole month fits one page (at most 31 days). */
const MONTH_PAGE = 31;

export function attendanceMonthQueryOptions(username: string, month: string) {
  return { ...queryOptionsFor(attendanceListOp, { params: { username }, query: { month, limit: MONTH_PAGE } }), enabled: username.length > 0, placeholderData: keepPreviousData };
}

export function useAttendanceMonth(username: string, month: string) {
  return useQuery(attendanceMonthQueryOptions(username, month));
}

export function punchDetailQueryOptions(username: string, date: string) {
  return { ...queryOptionsFor(punchDetailOp, { params: { username }, query: { date } }), enabled: username.length > 0 };
}

export function usePunchDetail(username: string, date: string) {
  return useQuery(punchDetailQueryOptions(username, date));
}

export function useRegularisationApprovals(offset: number, limit: number) {
  return useQuery({ ...queryOptionsFor(regularisationApprovalsOp, { query: { offset, limit } }), placeholderData: keepPreviousData });
}

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

/** A decision's mutation options: attendance and the waiting counts refetch on success, and on a conflict_state (someone decided first) just the same. */
function useDecisionRefresh() {
  const queryClient = useQueryClient();
  const refresh = () => Promise.all([invalidateFeature(queryClient, ATTENDANCE), refreshApprovalsWaiting(queryClient)]);
  return {
    onSuccess: refresh,
    onError: (error: Error) => (error instanceof ApiRequestError && error.code === 'conflict_state' ? refresh() : undefined),
  };
}

/** Approves or rejects one regularisation. */
export function useRegularisationAction() {
  return useMutation({ ...mutationFor(regularisationActionOp), ...useDecisionRefresh() });
}

export function useFlaggedPunches(offset: number, limit: number) {
  return useQuery({ ...queryOptionsFor(flaggedPunchesOp, { query: { offset, limit } }), placeholderData: keepPreviousData });
}

/** Accepts or rejects one flagged punch. */
export function usePunchReview() {
  return useMutation({ ...mutationFor(punchReviewOp), ...useDecisionRefresh() });
}

import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { queryOptionsFor } from '@/lib/client/api';
import { attendanceListOp, punchDetailOp } from '@/lib/client/operations.gen';
import { ApiRequestError, fetchJson } from '@/lib/client/fetch-json';
import { withQuery } from '@/lib/client/with-query';
import type { DayStatus, RegularisationAction, RegularisationStatus } from './constants';
import type {
  AttendanceDay,
  AttendanceList,
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
  Office,
  PunchDetail,
  PunchRecord,
  PunchResult,
  Regularisation,
  RegularisationAction,
  RegularisationActionInput,
  RegularisationStatus,
  RegulariseFormInput,
};

/** What a punch sends: the spec's Punch Input (dates and times in the organisation's time zone). */
export interface PunchBody {
  punchDate?: string;
  punchTime?: string;
  latitudeCoordinate?: number;
  longitudeCoordinate?: number;
  location?: string;
  /** Kept on the device while offline and sent late. */
  queued?: boolean;
}

export type RegularisationPage = { items: Regularisation[]; offset: number; limit: number; total: number };

/** Invalidate `attendanceKeys.all` after a punch, a regularisation or a decision: days, punches and approvals move together. */
export const attendanceKeys = {
  all: ['attendance'] as const,
  month: (username: string, month: string) => ['attendance', 'month', username.toLowerCase(), month] as const,
  punches: (username: string, date: string) => ['attendance', 'punches', username.toLowerCase(), date] as const,
  approvals: (offset: number, limit: number) => ['attendance', 'approvals', offset, limit] as const,
};


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

export function regularisationApprovalsQueryOptions(offset: number, limit: number) {
  return queryOptions({
    queryKey: attendanceKeys.approvals(offset, limit),
    queryFn: ({ signal }) => fetchJson<RegularisationPage>(withQuery('/api/attendance/v1/regularise/approvals', { offset, limit }), { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useRegularisationApprovals(offset: number, limit: number) {
  return useQuery(regularisationApprovalsQueryOptions(offset, limit));
}

/** Sends one punch. The Idempotency-Key (one per tap, kept with a queued punch) makes a resend after a lost answer punch once. */
export function sendPunch(body: PunchBody, idempotencyKey: string): Promise<PunchResult> {
  return fetchJson<PunchResult>('/api/attendance/v1/punch', { method: 'POST', body: JSON.stringify(body), headers: { 'Idempotency-Key': idempotencyKey } });
}

export function usePunch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: PunchBody; idempotencyKey: string }) => sendPunch(body, idempotencyKey),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: attendanceKeys.all }),
  });
}

/** Asks for a regularisation; `idempotencyKey` is one per filled-in form. */
export function useRegularise() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: RegulariseFormInput; idempotencyKey: string }) =>
      fetchJson<Regularisation>('/api/attendance/v1/regularise', { method: 'POST', body: JSON.stringify(body), headers: { 'Idempotency-Key': idempotencyKey } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: attendanceKeys.all }),
  });
}

/** Approves or rejects one regularisation; a conflict_state (someone decided first) refetches just the same. */
export function useRegularisationAction() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: attendanceKeys.all });
  return useMutation({
    mutationFn: (body: RegularisationActionInput) =>
      fetchJson<Regularisation>('/api/attendance/v1/regularise/action', { method: 'POST', body: JSON.stringify(body) }),
    onSuccess: refresh,
    onError: (error) => (error instanceof ApiRequestError && error.code === 'conflict_state' ? refresh() : undefined),
  });
}

// The reads of the home page, each a card's: the page makes them on the server before the first paint
// (app/api/prefetch.ts), and the cards ask for the same keys, so they find the answers at once.
import { leaveBalanceQueryOptions } from '@/lib/leave/hooks';
import { punchDetailQueryOptions } from '@/lib/attendance/hooks';
import { payslipQueryOptions } from '@/lib/payroll/hooks';
import type { QueryFunction, QueryKey } from '@tanstack/react-query';
import { queryOptionsFor } from '@/lib/client/api';
import { regularisationApprovalsOp } from '@/lib/client/operations/attendance.gen';
import { leaveApprovalsOp, leaveCalendarOp } from '@/lib/client/operations/leave.gen';
import { inboxOp } from '@/lib/client/operations/notifications.gen';

/** How many unread messages the card lists; the inbox has the rest. */
export const NOTICES_SHOWN = 3;

// Holidays change a few times a year at most.
const HOLIDAYS_STALE_MS = 60 * 60 * 1000;

/** A year's holidays at the person's office. */
export function holidaysQueryOptions(username: string, year: number) {
  return { ...queryOptionsFor(leaveCalendarOp, { params: { username }, query: { year } }), enabled: username.length > 0, staleTime: HOLIDAYS_STALE_MS };
}

/** The newest unread messages, with the count of all unread ones. */
export function unreadNoticesQueryOptions(username: string) {
  return { ...queryOptionsFor(inboxOp, { params: { username }, query: { offset: 0, limit: NOTICES_SHOWN, unread: 'true' } }), enabled: username.length > 0 };
}

// A queue's first page of one answers its `total`: how many wait, without reading them.
const COUNT_ONLY = { offset: 0, limit: 1 };

/** A queue's read as what every queue's page has in common, so the queues can be counted as one list. */
export type CountQuery = { queryKey: QueryKey; queryFn: QueryFunction<{ total: number }>; meta?: Record<string, unknown> };

// Each queue's key names its own operation; its read asks nothing of the key but the abort signal.
const asCount = (options: { queryKey: QueryKey; meta?: Record<string, unknown> }) => options as CountQuery;

/** The queues of decisions waiting for a manager or hr_admin, each read for its count. */
export const leaveRequestsWaitingQueryOptions = () => asCount(queryOptionsFor(leaveApprovalsOp, { query: COUNT_ONLY }));
export const regularisationsWaitingQueryOptions = () => asCount(queryOptionsFor(regularisationApprovalsOp, { query: COUNT_ONLY }));

export type HomeFacts = {
  username: string;
  /** The organisation's date today. */
  today: string;
  /** Whether the person decides others' requests (manager, hr_admin). */
  approver: boolean;
  /** The month of the latest payslip, if there is one. */
  payslipMonth: string | null;
};

/** Every read the home page shows, for the server to make before the first paint. */
export function homeQueries({ username, today, approver, payslipMonth }: HomeFacts) {
  const year = Number(today.slice(0, 4));
  return [
    punchDetailQueryOptions(username, today),
    leaveBalanceQueryOptions(username, year),
    // The next holidays may be next year's, late in the year.
    holidaysQueryOptions(username, year),
    holidaysQueryOptions(username, year + 1),
    unreadNoticesQueryOptions(username),
    ...(payslipMonth ? [payslipQueryOptions(username, payslipMonth)] : []),
    ...(approver ? [leaveRequestsWaitingQueryOptions(), regularisationsWaitingQueryOptions()] : []),
  ];
}

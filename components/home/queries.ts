// The reads of the home page, each a card's: the page makes them on the server before the first paint
// (app/api/prefetch.ts), and the cards ask for the same keys, so they find the answers at once.
import { leaveBalanceQueryOptions } from '@/lib/leave/hooks';
import { punchDetailQueryOptions } from '@/lib/attendance/hooks';
import { payslipQueryOptions } from '@/lib/payroll/hooks';
import { approvalsWaitingQueryOptions } from '@/lib/approvals/hooks';
import { queryOptionsFor } from '@/lib/client/api';
import { leaveCalendarOp } from '@/lib/client/operations/leave.gen';
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
    // The layout reads it too, for the navigation's count: the same key, read once.
    ...(approver ? [approvalsWaitingQueryOptions(username)] : []),
  ];
}

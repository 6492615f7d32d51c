import { describe, expect, it } from 'vitest';
import { initialQueries } from '@/app/api/prefetch';
import { homeQueries } from '@/components/home/queries';
import { getDb } from '@/db/client';
import { latestPayslipMonth } from '@/lib/payroll/reads';
import { orgDate } from '@/lib/time';
import { sessionFor } from '../helpers/call';

// The home page reads every card's data before the first paint: each of its reads must be one the
// server can make for that person (a refused one would be left out, and the card would fetch it after
// hydration, which the first-paint e2e test would catch only for the demo people it signs in).

async function pageHeaders(username: string): Promise<Headers> {
  const { session } = await sessionFor(username);
  return new Headers({ cookie: `next-auth.session-token=${session}`, 'x-forwarded-for': '127.0.0.1', 'x-forwarded-proto': 'http', host: 'localhost' });
}

const today = orgDate();
const operations = (state: Awaited<ReturnType<typeof initialQueries>>) => state.queries.map((q) => q.queryKey[1]).sort();

describe('the home page’s first reads', () => {
  it('an employee’s: today’s punches, balance, two years of holidays, unread messages and the latest payslip, all answered', async () => {
    const payslipMonth = await latestPayslipMonth(getDb(), 'employee');
    expect(payslipMonth).toMatch(/^\d{4}-\d\d$/);
    const queries = homeQueries({ username: 'employee', today, approver: false, payslipMonth });
    const state = await initialQueries(await pageHeaders('employee'), queries);
    expect(state.queries).toHaveLength(queries.length);
    expect(operations(state)).toEqual(['getLeaveBalance', 'getLeaveCalendar', 'getLeaveCalendar', 'getPayslip', 'getPunchDetail', 'listInbox']);
  });

  it('a manager’s add the count of what waits for a decision, by kind', async () => {
    const queries = homeQueries({ username: 'manager', today, approver: true, payslipMonth: null });
    const state = await initialQueries(await pageHeaders('manager'), queries);
    expect(state.queries).toHaveLength(queries.length);
    const waiting = state.queries.filter((q) => q.queryKey[1] === 'countApprovalsWaiting');
    expect(waiting).toHaveLength(1);
    expect(waiting[0]?.state.data).toMatchObject({ username: 'manager', leave: expect.any(Number), regularisations: expect.any(Number), punches: expect.any(Number), total: expect.any(Number) });
  });
});

import { ApprovalsCard } from './approvals-card';
import { BalancesCard } from './balances-card';
import { HolidaysCard } from './holidays-card';
import { NoticesCard } from './notices-card';
import { PayslipCard } from './payslip-card';
import type { HomeFacts } from './queries';
import { TodayCard, type RenderedAt } from './today-card';

type HomeViewProps = HomeFacts & { timeZone: string; rendered: RenderedAt };

/**
 * What needs the person today, one card per feature: attendance with the punch button first (the one
 * thing done here every day), then what waits for their decision, then leave, holidays, pay and messages.
 */
export function HomeView({ username, today, approver, payslipMonth, timeZone, rendered }: HomeViewProps) {
  return (
    <div className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
      <div className="md:col-span-2 lg:col-span-1 lg:row-span-2">
        <TodayCard username={username} today={today} timeZone={timeZone} rendered={rendered} />
      </div>
      {approver ? <ApprovalsCard username={username} /> : null}
      <NoticesCard username={username} />
      <BalancesCard username={username} year={Number(today.slice(0, 4))} />
      <HolidaysCard username={username} today={today} />
      <PayslipCard username={username} month={payslipMonth} />
    </div>
  );
}

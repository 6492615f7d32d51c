'use client';

import { formatAmount, formatDayCount } from '@/components/leave/leave-format';
import { useLeaveBalance, type LeaveBalanceItem } from '@/lib/leave/hooks';
import { CardBody, HomeCard } from './home-card';

/** "8 of 12 days left"; loss of pay keeps no balance, so it says what was taken. */
function balanceWords(item: LeaveBalanceItem): string {
  if (item.available === null || item.allocated === null) return `${formatDayCount(item.used)} taken`;
  return `${formatAmount(item.available)} of ${formatDayCount(item.allocated)} left`;
}

/** What is left of each kind of leave this year. */
export function BalancesCard({ username, year }: { username: string; year: number }) {
  const balance = useLeaveBalance(username, year);
  return (
    <HomeCard id="home-balances-heading" title={`Leave left in ${year}`} link={{ href: '/leave', label: 'Apply for leave' }}>
      <CardBody
        read={balance}
        what="Your leave balance"
        bars={['h-5 w-full', 'h-5 w-full', 'h-5 w-2/3']}
        empty={(data) => (data.items.length === 0 ? `No leave is set up for you in ${year}.` : null)}
      >
        {(data) => (
          <dl className="divide-y divide-gray-100">
            {data.items.map((item) => (
              <div key={item.leaveType} className="flex items-baseline justify-between gap-3 py-1.5">
                <dt>{item.name}</dt>{' '}
                <dd className="font-semibold whitespace-nowrap text-gray-900">{balanceWords(item)}</dd>
              </div>
            ))}
          </dl>
        )}
      </CardBody>
    </HomeCard>
  );
}

'use client';

import { useQuery } from '@tanstack/react-query';
import { formatRupees } from '@/components/payroll/money';
import { formatMonth } from '@/components/ui/date-words';
import { financialYearOf } from '@/lib/payroll/constants';
import { payslipQueryOptions } from '@/lib/payroll/hooks';
import { CardBody, HomeCard } from './home-card';

type PayslipCardProps = {
  username: string;
  /** The month of the latest payslip (the server looked it up), or null before the first one. */
  month: string | null;
};

/** The latest payslip's net pay, linked to the payslip itself. */
export function PayslipCard({ username, month }: PayslipCardProps) {
  const payslip = useQuery(payslipQueryOptions(username, month ?? ''));
  const link = month ? { href: `/payroll?year=${financialYearOf(month)}&month=${month}`, label: `Open the payslip for ${formatMonth(month)}` } : { href: '/payroll', label: 'Open payroll' };
  return (
    <HomeCard id="home-payslip-heading" title="Latest payslip" link={link}>
      {month ? (
        <CardBody read={payslip} what="Your latest payslip" bars={['h-4 w-1/2', 'h-8 w-2/3']}>
          {(slip) => (
            <p>
              Net pay for {formatMonth(slip.month)}
              <span className="mt-1 block text-2xl font-bold text-gray-900 tabular-nums">{formatRupees(slip.netPay)}</span>
            </p>
          )}
        </CardBody>
      ) : (
        <p>No payslip yet: your first appears here once payroll has run.</p>
      )}
    </HomeCard>
  );
}

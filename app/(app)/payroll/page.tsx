import type { Metadata } from 'next';
import { getServerSession } from 'next-auth';
import { Suspense } from 'react';
import { PayrollSkeleton, PayrollView } from '@/components/payroll/payroll-view';
import { authOptions } from '@/lib/auth/options';
import { orgDate } from '@/lib/time';
import { PageHeading } from '@/components/ui/page-heading';

export const metadata: Metadata = { title: 'Payroll' };

export default async function PayrollPage() {
  // The layout has already sent anyone without a session to sign in.
  const session = await getServerSession(authOptions);
  return (
    <div className="space-y-6">
      {/* Printing this page prints one document alone: the payslip, or the Form 16 through its own Print button. */}
      <PageHeading title="Payroll" className="print:hidden">
        Your pay month by month for each financial year, each month’s payslip, and the year’s Form 16 for your tax return, each to print or
        download.
      </PageHeading>
      {/* The year and month are read from the URL, which needs a Suspense boundary on first render. */}
      <Suspense fallback={<PayrollSkeleton />}>
        <PayrollView username={session?.user.username ?? ''} today={orgDate()} />
      </Suspense>
    </div>
  );
}

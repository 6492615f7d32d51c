import type { Metadata } from 'next';
import { getServerSession } from 'next-auth';
import { Suspense } from 'react';
import { PayrollSkeleton, PayrollView } from '@/components/payroll/payroll-view';
import { authOptions } from '@/lib/auth/options';
import { orgDate } from '@/lib/time';

export const metadata: Metadata = { title: 'Payroll' };

export default async function PayrollPage() {
  // The layout has already sent anyone without a session to sign in.
  const session = await getServerSession(authOptions);
  return (
    <div className="space-y-6">
      {/* Printing this page prints the Form 16 alone. */}
      <div className="print:hidden">
        <h1 className="text-2xl font-bold text-gray-900">Payroll</h1>
        <p className="mt-1 text-gray-700">
          Your pay month by month for each financial year, each month’s payslip, and the year’s Form 16 to print or download for your tax
          return.
        </p>
      </div>
      {/* The year and month are read from the URL, which needs a Suspense boundary on first render. */}
      <Suspense fallback={<PayrollSkeleton />}>
        <PayrollView username={session?.user.username ?? ''} today={orgDate()} />
      </Suspense>
    </div>
  );
}

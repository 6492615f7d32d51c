'use client';

import type { ReactNode } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { form16PdfUrl, useForm16, type Period } from '@/lib/payroll/hooks';
import { Form16Actions } from './form16-actions';
import { form16Absence } from './form16-absence';
import { Form16PartA } from './form16-part-a';
import { Form16PartB } from './form16-part-b';
import { RetryAlert } from '@/components/ui/retry-alert';

type Form16SectionProps = { username: string; period: Period; today: string };

/** The year's Form 16, Part A and Part B, to read, print or download; or why there is none yet. */
export function Form16Section({ username, period, today }: Form16SectionProps) {
  const form16 = useForm16(username, period.form16Available ? period.year : '');

  let status = '';
  let body: ReactNode;
  if (!period.form16Available) {
    body = <EmptyState title={form16Absence(period, today)} />;
  } else if (form16.isError) {
    body = (
      <RetryAlert
        title={`Form 16 for ${period.label} could not be loaded`}
        error={form16.error}
        retrying={form16.isFetching}
        onRetry={() => void form16.refetch()}
      />
    );
  } else if (!form16.data) {
    status = `Loading Form 16 for ${period.label}…`;
    body = <Skeleton className="h-96" />;
  } else {
    body = (
      <div className="space-y-8 rounded-lg border border-gray-200 bg-white p-4 sm:p-6 print:border-0 print:p-0 print:text-black">
        <p className="text-sm text-gray-700 print:text-black">
          Certificate under section 203 of the Income-tax Act, 1961 for tax deducted at source from salary, for assessment year{' '}
          {form16.data.assessmentYear}.
        </p>
        <Form16PartA partA={form16.data.partA} />
        <Form16PartB partB={form16.data.partB} />
      </div>
    );
  }

  return (
    <section aria-labelledby="form16-heading" aria-busy={form16.isFetching} className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="form16-heading" className="text-lg font-semibold text-gray-900 print:text-2xl print:text-black">
          Form 16, {period.label}
        </h2>
        {form16.data ? <Form16Actions pdfUrl={form16PdfUrl(username, period.year)} /> : null}
      </div>
      <p role="status" className="sr-only">
        {status}
      </p>
      {body}
    </section>
  );
}

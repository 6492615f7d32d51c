import type { ReactNode, RefObject } from 'react';
import { cx } from '@/components/ui/cx';
import { printDocumentProps } from '@/components/ui/print-document';

type PayrollSectionProps = {
  /** the section's id stem: `${id}-heading` labels it */
  id: string;
  heading: ReactNode;
  /** extra classes of the heading (how it prints) */
  headingClassName?: string;
  /** what sits beside the heading: a month picker, print and download */
  controls?: ReactNode;
  busy: boolean;
  /** said to screen readers as it changes: "Loading the payslip for April 2024…" */
  status: string;
  className?: string;
  /** A document the page may print alone (a PrintButton's target); `isDefault`: the one the browser's own Print prints. */
  printDocument?: { ref: RefObject<HTMLElement | null>; isDefault: boolean };
  children: ReactNode;
};

/** One part of the payroll page: its heading and controls, a status line for screen readers, then its body. */
export function PayrollSection({ id, heading, headingClassName, controls, busy, status, className, printDocument, children }: PayrollSectionProps) {
  return (
    <section
      ref={printDocument?.ref}
      {...(printDocument ? printDocumentProps(printDocument.isDefault) : {})}
      aria-labelledby={`${id}-heading`}
      aria-busy={busy}
      className={cx('space-y-4', className)}
    >
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id={`${id}-heading`} className={cx('text-lg font-semibold text-gray-900', headingClassName)}>
          {heading}
        </h2>
        {controls}
      </div>
      <p role="status" className="sr-only">
        {status}
      </p>
      {children}
    </section>
  );
}

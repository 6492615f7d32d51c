'use client';

import type { ReactNode, RefObject } from 'react';
import { Button } from './button';

// A page that holds several documents (the payroll page: a payslip and a Form 16) prints one of them
// alone: the one whose Print button was pressed, else (the browser's own Print) the page's default. The
// rules are in app/globals.css; the attributes say which element is a document and which one was chosen.

/** The attributes of a printable document; `isDefault`: the one printed when none was chosen. */
export function printDocumentProps(isDefault: boolean): Record<string, string> {
  return isDefault ? { 'data-print-document': '', 'data-print-default': '' } : { 'data-print-document': '' };
}

type PrintButtonProps = { document: RefObject<HTMLElement | null>; children: ReactNode };

/** Prints `document` alone; the choice holds until the print dialog closes, so Ctrl+P afterwards prints the default again. */
export function PrintButton({ document: target, children }: PrintButtonProps) {
  const print = () => {
    const chosen = target.current;
    if (!chosen) return;
    const root = chosen.ownerDocument.documentElement;
    root.setAttribute('data-print-choice', '');
    chosen.setAttribute('data-print-chosen', '');
    window.addEventListener(
      'afterprint',
      () => {
        root.removeAttribute('data-print-choice');
        chosen.removeAttribute('data-print-chosen');
      },
      { once: true },
    );
    window.print();
  };
  return (
    <Button variant="secondary" onClick={print}>
      {children}
    </Button>
  );
}

'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useOrgTime } from '@/components/ui/org-time';
import type { AttendanceDay } from '@/lib/attendance/hooks';
import { formatDay } from '../calendar/dates';
import { RegulariseForm } from './form';

type RegulariseDialogProps = { day: AttendanceDay; onClose: () => void; onSent: () => void };

function punchedWords({ firstIn, lastOut }: AttendanceDay, clock: (time: string) => string): string {
  if (!firstIn) return 'No punch was recorded that day.';
  if (!lastOut || lastOut === firstIn) return `One punch was recorded, at ${clock(firstIn)}.`;
  return `Recorded: in at ${clock(firstIn)}, out at ${clock(lastOut)}.`;
}

/**
 * The regularise form in a modal dialog: focus starts in the form, the browser keeps it inside and Escape
 * closes it; focus goes back to the day's button on closing.
 */
export function RegulariseDialog({ day, onClose, onSent }: RegulariseDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const headingId = useId();
  const { clock } = useOrgTime();
  // Taken before the dialog opens (and once, however often effects run) so focus can go back to it.
  const [opener] = useState(() => document.activeElement);

  useEffect(() => {
    if (dialog.current && !dialog.current.open) {
      dialog.current.showModal();
      // The browser would start on the Close button; the first time box is where the work is.
      dialog.current.querySelector<HTMLElement>('input')?.focus();
    }
    return () => {
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    };
  }, [opener]);

  return (
    <dialog
      ref={dialog}
      aria-labelledby={headingId}
      // Escape closes through our state at once: the browser's own close event comes a task later, and a
      // quick Enter on the day's button in between would reopen a dialog that then closes again.
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClose={onClose}
      className="m-auto max-h-[calc(100dvh-1rem)] w-[calc(100%-1rem)] max-w-lg overflow-y-auto rounded-lg bg-white p-0 shadow-xl backdrop:bg-gray-900/60"
    >
      <div className="flex items-start justify-between gap-3 border-b border-gray-200 p-4">
        <div className="min-w-0">
          <h2 id={headingId} className="text-lg font-semibold text-gray-900">
            Regularise {formatDay(day.date)}
          </h2>
          <p className="text-sm text-gray-700">{punchedWords(day, clock)}</p>
        </div>
        <Button variant="ghost" onClick={onClose} aria-label="Close" className="shrink-0 text-xl leading-none">
          <span aria-hidden="true">×</span>
        </Button>
      </div>
      <div className="p-4">
        <RegulariseForm day={day} onSent={onSent} onCancel={onClose} />
      </div>
    </dialog>
  );
}

'use client';

import type { ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { cx } from '@/components/ui/cx';
import { useOrgTime } from '@/components/ui/org-time';
import { Spinner } from '@/components/ui/spinner';
import { describeDistance } from '@/lib/attendance/geo';
import type { Office } from '@/lib/attendance/hooks';
import type { QueuedPunch } from './queue';
import type { PunchDayState } from './rows';
import { keptMessage, positionFailureMessage, punchedMessage } from './wording';
import { usePunchAction, type PunchStep } from './action';

type PunchCardProps = {
  timeZone: string;
  office: Office | undefined;
  /** Where today stands (punchDayState of today's rows); undefined while that is not known. */
  day?: PunchDayState | undefined;
  /** The punches still kept on this device: the notice that one was kept goes once it has been sent. */
  waiting?: readonly QueuedPunch[];
  keep: (punch: QueuedPunch) => void;
};

const PROGRESS: Partial<Record<PunchStep['step'], string>> = { locating: 'Finding your position…', sending: 'Punching…' };

const LABELS: Record<PunchDayState, string> = { none: 'Punch in', in: 'Punch out', out: 'Punch in', done: 'Done for today' };

/** The large Punch in / Punch out button (Done for today once the day is full) and what became of the last tap. */
export function PunchCard({ timeZone, office, day, waiting, keep }: PunchCardProps) {
  const { state, punch, busy } = usePunchAction({ timeZone, office, keep });
  const { clock } = useOrgTime();
  const label = PROGRESS[state.step] ?? (day === undefined ? 'Punch in or out' : LABELS[day]);
  const keptStill = state.step === 'kept' && (!waiting || waiting.some((p) => p.key === state.punch.key));

  let notice: ReactNode = null;
  let problem: ReactNode = null;
  if (state.step === 'done') {
    const outside = state.result.insideGeofence === false;
    notice = <Notice tone={outside ? 'amber' : 'green'}>{punchedMessage(state.result, clock)}</Notice>;
  } else if (state.step === 'kept' && keptStill) {
    notice = <Notice tone="blue">{keptMessage(state.punch.body.punchTime, office, state.position, clock)}</Notice>;
  } else if (state.step === 'no-position') {
    const offerWithout = !office?.geofenceEnforced;
    problem = (
      <Alert
        title="We could not find your position"
        action={
          <div className="flex flex-wrap gap-2">
            {state.failure !== 'unsupported' ? (
              <Button variant="secondary" onClick={() => void punch(true)}>
                Try again
              </Button>
            ) : null}
            {offerWithout ? (
              <Button variant="secondary" onClick={() => void punch(false)}>
                Punch without location
              </Button>
            ) : null}
          </div>
        }
      >
        {positionFailureMessage(state.failure, office)}
      </Alert>
    );
  } else if (state.step === 'refused' || state.step === 'failed') {
    problem = (
      <Alert
        title="Your punch was not recorded"
        action={
          <Button variant="secondary" onClick={() => void punch(true)}>
            Try again
          </Button>
        }
      >
        {state.message}
      </Alert>
    );
  }

  return (
    <section aria-labelledby="punch-heading" className="space-y-4 rounded-lg border border-gray-200 bg-white p-4 sm:p-6">
      <div>
        <h2 id="punch-heading" className="text-lg font-semibold text-gray-900">
          Punch in and out
        </h2>
        <p className="mt-1 text-sm text-gray-700">{office ? officeWords(office) : 'Your position is checked against your office’s fence.'}</p>
      </div>
      {day === 'done' && !busy ? (
        // The day is full: say so where the button was, and keep a way in for whoever comes back to work.
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-md bg-gray-50 p-3">
          <p className="text-lg font-semibold text-gray-900">{label}</p>
          <Button variant="secondary" onClick={() => void punch(true)}>
            Punch in again
          </Button>
        </div>
      ) : (
        <Button onClick={() => void punch(true)} pending={busy} className="min-h-16 w-full text-lg font-semibold">
          {busy ? <Spinner className="size-5" /> : null}
          {label}
        </Button>
      )}
      {/* Present from the start, so screen readers announce the progress and the outcome as they change. */}
      <div role="status" className="space-y-2">
        {busy ? <p className="sr-only">{label}</p> : null}
        {notice}
      </div>
      {problem}
    </section>
  );
}

function officeWords(office: Office): string {
  const fence = `${describeDistance(office.geofenceRadiusMeters)} fence`;
  return office.geofenceEnforced
    ? `${office.name} takes punches only from inside its ${fence}, so your position is needed.`
    : `${office.name}: punches from outside its ${fence} are recorded and flagged for your manager.`;
}

const TONES = {
  green: 'border-green-300 bg-green-50 text-green-900',
  amber: 'border-amber-300 bg-amber-50 text-amber-950',
  blue: 'border-sky-300 bg-sky-50 text-sky-950',
} as const;

function Notice({ tone, children }: { tone: keyof typeof TONES; children: ReactNode }) {
  return <p className={cx('rounded-md border p-3 text-sm font-medium', TONES[tone])}>{children}</p>;
}

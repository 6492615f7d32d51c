'use client';

import { useId, useRef, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { describedBy, Field } from '@/components/ui/field';
import { Spinner } from '@/components/ui/spinner';
import { controlClass } from '@/components/ui/text-input';
import type { CandidateStatus } from '@/lib/candidates/constants';
import { useChangeCandidateStatus, type CandidateRecord } from '@/lib/candidates/hooks';
import { CANDIDATE_STATUS_LABELS, NEXT_CANDIDATE_STATUSES } from '@/lib/candidates/transitions';
import { ApiRequestError, errorMessage } from '@/lib/client/fetch-json';
import { displayName } from './candidate-name';
import { moveTo } from './candidate-moves';
import { CandidateTimeline } from './candidate-timeline';

const NOTE_MAX = 1000;
const NOTE_HINT = 'Saved with the next move and shown in the history below.';

function failure(error: unknown): string {
  const stale = error instanceof ApiRequestError && error.code === 'conflict_state';
  // The hook has refetched the candidate, so the buttons now offer the moves that are legal from where it stands.
  return stale ? `${errorMessage(error)} Someone may have moved this candidate meanwhile: the page now shows the current status.` : errorMessage(error);
}

/** The legal next moves as buttons, an optional note for the record, and the history of moves so far. */
export function CandidateStatusPanel({ candidate }: { candidate: CandidateRecord }) {
  const change = useChangeCandidateStatus();
  const [note, setNote] = useState('');
  const [notice, setNotice] = useState('');
  const heading = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  const noteId = useId();
  const next = NEXT_CANDIDATE_STATUSES[candidate.status];
  const busy = change.isPending;
  const name = displayName(candidate);

  function move(to: CandidateStatus) {
    if (busy) return;
    const wording = moveTo(to);
    if (wording.confirm && !window.confirm(wording.confirm(name))) return;
    setNotice('');
    const trimmed = note.trim();
    change.mutate(
      { candidateId: candidate.candidateId, status: to, ...(trimmed ? { note: trimmed } : {}) },
      {
        onSuccess: (saved) => {
          setNote('');
          setNotice(`Moved to ${CANDIDATE_STATUS_LABELS[saved.status]}.`);
          // The clicked button is gone now; keep keyboard focus in this panel rather than lose it to the page.
          heading.current?.focus();
        },
      },
    );
  }

  return (
    <section aria-labelledby={headingId} className="space-y-4 rounded-lg border border-gray-200 bg-white p-4 sm:p-6">
      <h2 id={headingId} ref={heading} tabIndex={-1} className="text-lg font-semibold text-gray-900 focus:outline-none">
        Status
      </h2>
      {next.length === 0 ? (
        <p className="text-sm text-gray-700">{CANDIDATE_STATUS_LABELS[candidate.status]} is final: the status cannot change any more.</p>
      ) : (
        <>
          <Field id={noteId} label="Note (optional)" hint={NOTE_HINT}>
            <textarea
              id={noteId}
              aria-describedby={describedBy(noteId, { hint: NOTE_HINT })}
              value={note}
              maxLength={NOTE_MAX}
              rows={3}
              readOnly={busy}
              onChange={(e) => setNote(e.target.value)}
              className={controlClass}
            />
          </Field>
          <div className="flex flex-wrap gap-2">
            {next.map((to) => {
              const wording = moveTo(to);
              const running = busy && change.variables?.status === to;
              return (
                <Button key={to} variant={to === 'rejected' ? 'secondary' : 'primary'} pending={busy} onClick={() => move(to)}>
                  {running ? <Spinner /> : null}
                  {running ? wording.busy : wording.label}
                </Button>
              );
            })}
          </div>
        </>
      )}
      {change.isError ? <Alert title="The status was not changed">{failure(change.error)}</Alert> : null}
      <p role="status" className="text-sm font-medium text-green-800 empty:hidden">
        {notice}
      </p>
      <h3 className="text-base font-semibold text-gray-900">History</h3>
      <CandidateTimeline history={candidate.statusHistory} />
    </section>
  );
}

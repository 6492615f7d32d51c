'use client';

import { useId, useRef, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { describedBy, Field } from '@/components/ui/field';
import { formatInstant } from '@/components/ui/date-words';
import { Spinner } from '@/components/ui/spinner';
import { controlClass } from '@/components/ui/text-input';
import type { CandidateStatus } from '@/lib/candidates/constants';
import { useChangeCandidateStatus, type CandidateRecord } from '@/lib/candidates/hooks';
import { CANDIDATE_STATUS_LABELS, NEXT_CANDIDATE_STATUSES } from '@/lib/candidates/transitions';
import { ApiRequestError, errorMessage } from '@/lib/client/fetch-json';
import { displayName } from './detail-parts';

type Move = {
  label: string;
  busy: string;
  /** Asked first, for moves that end the pipeline and cannot be undone. */
  confirm?: (name: string) => string;
};

/** How each move reads on its button; which moves exist is NEXT_CANDIDATE_STATUSES' business. */
const MOVES: Partial<Record<CandidateStatus, Move>> = {
  in_review: { label: 'Start review', busy: 'Starting review…' },
  shortlisted: { label: 'Shortlist', busy: 'Shortlisting…' },
  hired: { label: 'Mark as hired', busy: 'Saving…', confirm: (name) => `Mark ${name} as hired? This is final: the status cannot be changed afterwards.` },
  rejected: { label: 'Reject', busy: 'Rejecting…', confirm: (name) => `Reject ${name}? This is final: the status cannot be changed afterwards.` },
};

/** The wording for a move to `to`, with a plain fallback should the pipeline gain a state. */
export function moveTo(to: CandidateStatus): Move {
  return MOVES[to] ?? { label: `Move to ${CANDIDATE_STATUS_LABELS[to]}`, busy: 'Saving…' };
}

type HistoryMove = CandidateRecord['statusHistory'][number];

function MoveTitle({ move }: { move: HistoryMove }) {
  if (!move.from) return <>Added as {CANDIDATE_STATUS_LABELS[move.to]}</>;
  return (
    <>
      {CANDIDATE_STATUS_LABELS[move.from]} <span aria-hidden="true">→</span>
      <span className="sr-only"> to</span> {CANDIDATE_STATUS_LABELS[move.to]}
    </>
  );
}

/** Every status move, oldest first, with who made it, when and why. */
function CandidateTimeline({ history }: { history: CandidateRecord['statusHistory'] }) {
  if (history.length === 0) return <p className="text-sm text-gray-700">No moves recorded.</p>;
  // ISO instants sort as text; the sort is stable, so moves in the same instant keep the server's order.
  const moves = [...history].sort((a, b) => a.at.localeCompare(b.at));
  return (
    <ol aria-label="Status history" className="space-y-3 border-l-2 border-gray-200 pl-4">
      {moves.map((move, i) => (
        <li key={`${move.at}-${i}`} className="relative text-sm">
          <span aria-hidden="true" className="absolute top-1.5 -left-[1.4rem] size-2.5 rounded-full bg-indigo-600" />
          <p className="font-semibold text-gray-900">
            <MoveTitle move={move} />
          </p>
          <p className="text-gray-700">
            by <span className="break-all">{move.by}</span>, <time dateTime={move.at}>{formatInstant(move.at)}</time>
          </p>
          {move.note ? <p className="mt-1 break-words whitespace-pre-line text-gray-900">“{move.note}”</p> : null}
        </li>
      ))}
    </ol>
  );
}

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

import type { CandidateRecord } from '@/lib/candidates/hooks';
import { CANDIDATE_STATUS_LABELS } from '@/lib/candidates/transitions';
import { formatInstant } from '@/components/ui/date-words';

type Move = CandidateRecord['statusHistory'][number];

function MoveTitle({ move }: { move: Move }) {
  if (!move.from) return <>Added as {CANDIDATE_STATUS_LABELS[move.to]}</>;
  return (
    <>
      {CANDIDATE_STATUS_LABELS[move.from]} <span aria-hidden="true">→</span>
      <span className="sr-only"> to</span> {CANDIDATE_STATUS_LABELS[move.to]}
    </>
  );
}

/** Every status move, oldest first, with who made it, when and why. */
export function CandidateTimeline({ history }: { history: CandidateRecord['statusHistory'] }) {
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

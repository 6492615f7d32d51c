import { formatInstant } from '@/components/ui/format-instant';
import type { ReferralMove } from '@/lib/referrals/hooks';
import { REFERRAL_STATUS_LABELS } from '@/lib/referrals/transitions';

/** Every status the referral has had, oldest first (the server's order), with when and why. */
export function ReferralTimeline({ history, label }: { history: ReferralMove[]; label: string }) {
  if (history.length === 0) return <p className="text-sm text-gray-700">No status changes recorded yet.</p>;
  return (
    <ol aria-label={label} className="space-y-2 border-l-2 border-gray-200 pl-4 text-sm">
      {history.map((move, i) => (
        <li key={`${move.at}-${i}`} className="relative">
          <span aria-hidden="true" className="absolute top-1.5 -left-[1.4rem] size-2.5 rounded-full bg-indigo-600" />
          <span className="font-semibold text-gray-900">{REFERRAL_STATUS_LABELS[move.to]}</span>
          <span className="text-gray-700">
            {' · '}
            <time dateTime={move.at}>{formatInstant(move.at)}</time>
          </span>
          {move.note ? <p className="break-words whitespace-pre-line text-gray-900">“{move.note}”</p> : null}
        </li>
      ))}
    </ol>
  );
}

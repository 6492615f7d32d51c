'use client';

import { useApprovalsWaiting, type ApprovalsWaiting } from '@/lib/approvals/hooks';
import { CardBody, HomeCard } from './home-card';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** What the card counts, in the order it lists them: each kind Approvals decides, in words. */
const WAITING_KINDS = [
  { key: 'leave', words: (n: number) => plural(n, 'leave request', 'leave requests') },
  { key: 'regularisations', words: (n: number) => plural(n, 'attendance regularisation', 'attendance regularisations') },
  { key: 'punches', words: (n: number) => plural(n, 'punch outside the office', 'punches outside the office') },
] as const satisfies readonly { key: keyof ApprovalsWaiting; words: (n: number) => string }[];

/** The decisions waiting for the person (a manager or hr_admin), by kind, linked to Approvals. */
export function ApprovalsCard({ username }: { username: string }) {
  const waiting = useApprovalsWaiting(username, true);
  return (
    <HomeCard id="home-approvals-heading" title="Waiting for your decision" link={{ href: '/approvals', label: 'Go to Approvals' }}>
      <CardBody read={waiting} what="What waits for your decision" bars={['h-5 w-2/3', 'h-5 w-1/2']} empty={(counts) => (counts.total === 0 ? 'Nothing waits for you: every request is decided.' : null)}>
        {(counts) => (
          <ul className="space-y-1">
            {WAITING_KINDS.map((kind) => (
              <li key={kind.key} className={counts[kind.key] > 0 ? 'font-semibold text-gray-900' : undefined}>
                {kind.words(counts[kind.key])}
              </li>
            ))}
          </ul>
        )}
      </CardBody>
    </HomeCard>
  );
}

import type { ReactNode } from 'react';
import { ApprovalDecide } from '@/components/leave/approval-decide';
import { formatInstant } from '@/components/ui/format-instant';
import type { ApprovalRunner } from '@/components/leave/approval-runner';
import type { ApprovalDecision } from '@/components/leave/approval-wording';
import type { Regularisation } from '@/lib/attendance/hooks';
import { askedTimes, formatDay, punchedTimes, regularisationLabel, regularisationSubject } from './regularisation-format';

type RegularisationCardProps = {
  item: Regularisation;
  runner: ApprovalRunner;
  onDecide: (item: Regularisation, decision: ApprovalDecision, comment: string) => void;
};

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="contents">
      <dt className="text-gray-700">{term}</dt>
      <dd className="min-w-0 break-words text-gray-900">{children}</dd>
    </div>
  );
}

/**
 * One pending regularisation: whose day, the times asked for beside what was punched, the reason, and
 * the decision. Cards at every width: there is no bulk selection to line up in a table.
 */
export function RegularisationCard({ item, runner, onDecide }: RegularisationCardProps) {
  // Someone other than the employee (hr_admin, a system) may have asked on their behalf.
  const onBehalf = item.requestedBy.toLowerCase() !== item.username.toLowerCase();
  return (
    <article aria-label={regularisationLabel(item)} className="space-y-3 rounded-lg border border-gray-200 bg-white p-4">
      <h3 className="min-w-0 text-base">
        <span className="block font-semibold break-words text-gray-900">{item.employeeName}</span>
        <span className="block text-xs text-gray-700">{item.username}</span>
      </h3>
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-2 text-sm">
        <Fact term="Day">
          <time dateTime={item.regularizationDate}>{formatDay(item.regularizationDate)}</time>
        </Fact>
        <Fact term="Asked for">
          <span className="font-semibold">{askedTimes(item)}</span>
        </Fact>
        <Fact term="Punched">{punchedTimes(item)}</Fact>
        <Fact term="Reason">“{item.comments}”</Fact>
        <Fact term="Asked">
          <time dateTime={item.requestedAt}>{formatInstant(item.requestedAt)}</time>
          {onBehalf ? <span className="text-gray-700"> by {item.requestedBy}</span> : null}
        </Fact>
      </dl>
      <ApprovalDecide
        id={item.regularisationId}
        subject={regularisationSubject(item)}
        runner={runner}
        onDecide={(decision, comment) => onDecide(item, decision, comment)}
      />
    </article>
  );
}

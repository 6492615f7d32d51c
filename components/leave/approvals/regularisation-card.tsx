import { OrgTime, useOrgTime } from '@/components/ui/org-time';
import type { Regularisation } from '@/lib/attendance/hooks';
import { Fact, formatDay, PersonCard } from './card-facts';
import { ApprovalDecide } from './decide';
import type { ApprovalDecision, ApprovalRunner } from './decision-runner';

type RegularisationCardProps = {
  item: Regularisation;
  runner: ApprovalRunner;
  onDecide: (item: Regularisation, decision: ApprovalDecision, comment: string) => void;
};

/**
 * One pending regularisation: whose day, the times asked for beside what was punched, the reason, and
 * the decision. Cards at every width: there is no bulk selection to line up in a table.
 */
export function RegularisationCard({ item, runner, onDecide }: RegularisationCardProps) {
  // Someone other than the employee (hr_admin, a system) may have asked on their behalf.
  const onBehalf = item.requestedBy.toLowerCase() !== item.username.toLowerCase();
  const { clock } = useOrgTime();
  return (
    <PersonCard
      label={regularisationLabel(item)}
      name={item.employeeName}
      username={item.username}
      decide={
        <ApprovalDecide
          id={item.regularisationId}
          subject={regularisationSubject(item)}
          runner={runner}
          onDecide={(decision, comment) => onDecide(item, decision, comment)}
        />
      }
    >
      <Fact term="Day">
        <time dateTime={item.regularizationDate}>{formatDay(item.regularizationDate)}</time>
      </Fact>
      <Fact term="Asked for">
        <span className="font-semibold">{askedTimes(item, clock)}</span>
      </Fact>
      <Fact term="Punched">{punchedTimes(item, clock)}</Fact>
      <Fact term="Reason">“{item.comments}”</Fact>
      <Fact term="Asked">
        <OrgTime iso={item.requestedAt} />
        {onBehalf ? <span className="text-gray-700"> by {item.requestedBy}</span> : null}
      </Fact>
    </PersonCard>
  );
}

/** Who and which day: tells cards apart for screen readers and in the result ("Arjun Sharma, Mon, 13 Apr, 2026"). */
function regularisationLabel(r: Pick<Regularisation, 'employeeName' | 'regularizationDate'>): string {
  return `${r.employeeName}, ${formatDay(r.regularizationDate)}`;
}

/** What a decision decides, in its buttons' names and its result: "regularisation of Arjun Sharma, Mon, 13 Apr, 2026". */
export function regularisationSubject(r: Pick<Regularisation, 'employeeName' | 'regularizationDate'>): string {
  return `regularisation of ${regularisationLabel(r)}`;
}

type Clock = (time: string) => string;

/** The times asked for: "09:40 – 18:45" (on the organisation's clock). */
function askedTimes(r: Pick<Regularisation, 'modifiedInTime' | 'modifiedOutTime'>, clock: Clock): string {
  return `${clock(r.modifiedInTime)} – ${clock(r.modifiedOutTime)}`;
}

/** What the day's punches say, to weigh against the ask: "09:40 – 18:02", "09:40 – no out punch", "No punches". */
function punchedTimes(r: Pick<Regularisation, 'punchedIn' | 'punchedOut'>, clock: Clock): string {
  if (!r.punchedIn) return 'No punches';
  return `${clock(r.punchedIn)} – ${r.punchedOut ? clock(r.punchedOut) : 'no out punch'}`;
}

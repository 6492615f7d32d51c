import { describeDistance } from '@/lib/attendance/geo';
import type { FlaggedPunch } from '@/lib/attendance/hooks';
import { formatClock } from '@/lib/time';
import { useOrgTime } from '@/components/ui/org-time';
import { Fact, formatDay, PersonCard } from './card-facts';
import { ApprovalDecide } from './decide';
import type { ApprovalDecision, ApprovalRunner } from './decision-runner';

type FlaggedPunchCardProps = {
  item: FlaggedPunch;
  runner: ApprovalRunner;
  onDecide: (item: FlaggedPunch, decision: ApprovalDecision, comment: string) => void;
};

/**
 * One punch recorded outside its office's fence: whose, when, where the person said they were, and how
 * far from the office; then the decision: accept the punch, or reject it and take it out of the day.
 */
export function FlaggedPunchCard({ item, runner, onDecide }: FlaggedPunchCardProps) {
  const { clock } = useOrgTime();
  return (
    <PersonCard
      label={punchLabel(item)}
      name={item.employeeName}
      username={item.username}
      decide={<ApprovalDecide id={item.punchId} subject={flaggedPunchSubject(item)} runner={runner} onDecide={(decision, comment) => onDecide(item, decision, comment)} />}
    >
      <Fact term="Day">
        <time dateTime={item.punchDate}>{formatDay(item.punchDate)}</time>
      </Fact>
      <Fact term="Time">
        <span className="font-semibold">{clock(item.punchTime)}</span>
        {item.queued ? <span className="text-gray-700"> (sent late, from an offline device)</span> : null}
      </Fact>
      <Fact term="Distance">
        <span className="font-semibold">{item.distanceMeters === null ? 'Unknown' : describeDistance(item.distanceMeters)}</span> from {item.office.name}
        <span className="text-gray-700"> (its fence is {describeDistance(item.office.geofenceRadiusMeters)})</span>
      </Fact>
      <Fact term="Where">{item.location ? `“${item.location}”` : <span className="text-gray-700">No place given</span>}</Fact>
    </PersonCard>
  );
}

/** Who and when: tells cards apart for screen readers and in the result ("Arjun Sharma, Thu, 26 Nov, 2026 at 09:31"). */
function punchLabel(p: Pick<FlaggedPunch, 'employeeName' | 'punchDate' | 'punchTime'>): string {
  return `${p.employeeName}, ${formatDay(p.punchDate)} at ${formatClock(p.punchTime)}`;
}

/** What a decision decides, in its buttons' names and its result: "punch of Arjun Sharma, Thu, 26 Nov, 2026 at 09:31". */
export function flaggedPunchSubject(p: Pick<FlaggedPunch, 'employeeName' | 'punchDate' | 'punchTime'>): string {
  return `punch of ${punchLabel(p)}`;
}

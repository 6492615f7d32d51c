'use client';

import { createContext, use, useMemo, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useTeamLeaveRanges, type LeaveRequest, type TeamLeaveDays } from '@/lib/leave/hooks';
import { coveringRanges, othersOff, type OverlappingPerson } from '@/lib/leave/team-days';
import { dayRuns, runDates, runStatus } from './team-words';

const TeamDays = createContext<TeamLeaveDays | null>(null);

type TeamOverlapsProps = { username: string; requests: readonly LeaveRequest[]; children: ReactNode };

/**
 * Reads the viewer's team off over the dates of the requests on screen, once for the whole page of
 * requests rather than once a row, for each row's "Also off".
 */
export function TeamOverlaps({ username, requests, children }: TeamOverlapsProps) {
  const ranges = useMemo(() => coveringRanges(requests), [requests]);
  return <TeamDays value={useTeamLeaveRanges(username, ranges)}>{children}</TeamDays>;
}

/**
 * Who else of the viewer's team is off on any day of this request, the days that overlap marked:
 * "Ravi Kumar (Mon 7 Dec, approved)". The team is the viewer's direct reports, so hr_admin sees it only
 * for their own.
 */
export function AlsoOff({ request }: { request: LeaveRequest }) {
  const team = use(TeamDays);
  if (!team) return null;
  if (team.error) {
    return (
      <span className="block space-y-1">
        <span className="block text-red-800">Who else is off could not be loaded.</span>
        <Button variant="secondary" onClick={team.refetch} disabled={team.isFetching}>
          Retry<span className="sr-only"> who else is off</span>
        </Button>
      </span>
    );
  }
  if (team.isPending) {
    return (
      <>
        <Skeleton className="h-4 w-24" />
        <span className="sr-only">Loading who else is off…</span>
      </>
    );
  }
  // The request itself is one of the team's days whenever its applicant reports to the viewer.
  if (!team.items.some((day) => day.username === request.username)) return <span className="text-gray-700">Not one of your reports</span>;
  const people = othersOff(team.items, request);
  if (!people.length) return <span className="text-gray-700">Nobody else on your team</span>;
  return (
    <ul aria-label={`Also off during ${request.employeeName}’s leave`} className="space-y-1">
      {people.map((person) => (
        <OverlapLine key={person.username} person={person} />
      ))}
    </ul>
  );
}

/** "Ravi Kumar (Mon 7 – Tue 8 Dec, approved; Wed 9 Dec, pending)", each overlapping stretch marked. */
function OverlapLine({ person }: { person: OverlappingPerson }) {
  const runs = dayRuns(person.days);
  return (
    <li className="break-words">
      <span className="font-semibold text-gray-900">{person.displayName}</span> (
      {runs.map((run, i) => (
        <span key={run.first}>
          {i > 0 ? '; ' : null}
          <mark className="rounded-sm bg-amber-100 px-0.5 text-gray-900">{runDates(run)}</mark>, {runStatus(run)}
        </span>
      ))}
      )
    </li>
  );
}

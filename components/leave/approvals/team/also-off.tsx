'use client';

import { createContext, use, useMemo, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useTeamLeaveReads, type LeaveRequest, type TeamLeaveDay, type TeamLeaveRead } from '@/lib/leave/hooks';
import { coveringRanges, othersOff, type OverlappingPerson } from '@/lib/leave/team-days';
import { dayRuns, runDates, runStatus } from './team-words';

type TeamDaysState = { byManager: ReadonlyMap<string, TeamLeaveDay[]>; isPending: boolean; isFetching: boolean; error: Error | null; refetch: () => void };

const TeamDays = createContext<TeamDaysState | null>(null);

/** For each applicant's manager, the ranges covering their team's requests on screen. */
function teamReads(requests: readonly LeaveRequest[]): TeamLeaveRead[] {
  const byManager = new Map<string, LeaveRequest[]>();
  for (const request of requests) {
    if (request.managerUsername) byManager.set(request.managerUsername, [...(byManager.get(request.managerUsername) ?? []), request]);
  }
  return [...byManager].flatMap(([manager, theirs]) => coveringRanges(theirs).map((range) => ({ manager, range })));
}

type TeamOverlapsProps = { requests: readonly LeaveRequest[]; children: ReactNode };

/**
 * Reads who is off in the teams of the requests on screen, once per team and range of dates for the
 * whole page of requests rather than once a row, for each row's "Also off". A manager's page is one
 * team; hr_admin's may hold several.
 */
export function TeamOverlaps({ requests, children }: TeamOverlapsProps) {
  const reads = useMemo(() => teamReads(requests), [requests]);
  const { answers, ...state } = useTeamLeaveReads(reads);
  const byManager = new Map<string, TeamLeaveDay[]>();
  reads.forEach(({ manager }, i) => byManager.set(manager, [...(byManager.get(manager) ?? []), ...(answers[i] ?? [])]));
  return <TeamDays value={{ ...state, byManager }}>{children}</TeamDays>;
}

/**
 * Who else of the applicant's team (their manager's reports) is off on any day of this request, the
 * days that overlap marked: "Ravi Kumar (Mon 7 Dec, approved)".
 */
export function AlsoOff({ request }: { request: LeaveRequest }) {
  const team = use(TeamDays);
  if (!team) return null;
  if (!request.managerUsername) return <span className="text-gray-700">No manager on file, so no team</span>;
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
  const people = othersOff(team.byManager.get(request.managerUsername) ?? [], request);
  if (!people.length) return <span className="text-gray-700">Nobody else on the team</span>;
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

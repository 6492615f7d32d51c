'use client';

import { useEffect, useRef } from 'react';
import { RecordListSkeleton } from '@/components/ui/skeleton';
import { EmptyState } from '@/components/ui/empty-state';
import { ListResults } from '@/components/ui/list-results';
import { useMyReferrals, type ReferCandidateResult } from '@/lib/referrals/hooks';
import { REFERRAL_STATUS_LABELS } from '@/lib/referrals/transitions';
import { ReferralCard } from './referral-card';

const MY_REFERRALS_PAGE_SIZE = 10;

export type Referred = ReferCandidateResult & { candidateName: string; jobTitle: string };

/** The confirmation of a referral just sent, focused so screen readers read it and keyboards start here. */
function ReferSuccess({ referred }: { referred: Referred }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => box.current?.focus(), [referred]);
  return (
    <div ref={box} tabIndex={-1} role="status" className="rounded-md border border-green-300 bg-green-50 p-4 text-sm text-green-950 focus:outline-2 focus:outline-green-700">
      <p className="font-semibold">
        Referral {referred.referralId} sent: {REFERRAL_STATUS_LABELS[referred.status]}
      </p>
      <p className="mt-1">
        You referred {referred.candidateName} for {referred.jobTitle} ({referred.jobCode}). Recruiters will review it; its status is shown below.
      </p>
    </div>
  );
}

type MyReferralsProps = { username: string; page: number; onPage: (page: number) => void; referred: Referred | null };

/** The referrals the signed-in person made, newest first; a referral just sent is confirmed above them. */
export function MyReferrals({ username, page, onPage, referred }: MyReferralsProps) {
  const query = useMyReferrals(username, (page - 1) * MY_REFERRALS_PAGE_SIZE, MY_REFERRALS_PAGE_SIZE);
  const top = useRef<HTMLDivElement>(null);

  // A referral was just sent: bring its confirmation, and the list it now heads, into view.
  useEffect(() => {
    if (referred) top.current?.scrollIntoView({ block: 'start' });
  }, [referred]);

  const none = (
    <EmptyState title="You have not referred anyone yet.">
      Find a job above and choose <span className="font-medium">Refer someone</span>; you can follow each referral here.
    </EmptyState>
  );
  return (
    <div ref={top} className="scroll-mt-4 space-y-4">
      {referred ? <ReferSuccess referred={referred} /> : null}
      <ListResults
        query={query}
        id="my-referrals"
        heading="My referrals"
        noun="referrals"
        page={page}
        pageSize={MY_REFERRALS_PAGE_SIZE}
        onPage={(next) => {
          onPage(next);
          top.current?.scrollIntoView({ block: 'start' });
        }}
        skeleton={<RecordListSkeleton />}
        filtered={false}
        noMatches={none}
        empty={none}
      >
        {(referrals) => (
          <ul className="space-y-3">
            {referrals.map((referral) => (
              <ReferralCard key={referral.referralId} referral={referral} />
            ))}
          </ul>
        )}
      </ListResults>
    </div>
  );
}

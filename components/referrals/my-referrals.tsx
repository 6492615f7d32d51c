'use client';

import { useEffect, useRef } from 'react';
import { RecordListSkeleton } from '@/components/ui/record-list-skeleton';
import { EmptyState } from '@/components/ui/empty-state';
import { ListResults } from '@/components/ui/list-results';
import { useMyReferrals } from '@/lib/referrals/hooks';
import { ReferralCard } from './referral-card';
import { ReferSuccess, type Referred } from './refer-success';

const MY_REFERRALS_PAGE_SIZE = 10;

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

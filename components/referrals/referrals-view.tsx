'use client';

import { useState } from 'react';
import type { ReferralJob } from '@/lib/referrals/hooks';
import { JobSearch } from './job-search/job-search';
import { MyReferrals, type Referred } from './my-referrals/my-referrals';
import { ReferDialog } from './refer/dialog';

const SECTION_LINK = 'inline-flex min-h-10 items-center rounded-md border border-gray-300 bg-white px-3 text-sm font-medium text-gray-900 hover:bg-gray-50';

/** The employee's referrals page: find a job, refer someone to it, follow what became of each referral. */
export function ReferralsView({ username }: { username: string }) {
  const [referring, setReferring] = useState<ReferralJob | null>(null);
  const [referred, setReferred] = useState<Referred | null>(null);
  const [minePage, setMinePage] = useState(1);

  return (
    <div className="space-y-8">
      <nav aria-label="On this page" className="flex flex-wrap gap-2">
        <a href="#job-search" className={SECTION_LINK}>
          Find a job
        </a>
        <a href="#my-referrals" className={SECTION_LINK}>
          My referrals
        </a>
      </nav>
      <JobSearch onRefer={setReferring} />
      {referring ? (
        <ReferDialog
          job={referring}
          onClose={() => setReferring(null)}
          onReferred={(result, candidateName) => {
            setReferring(null);
            setMinePage(1);
            setReferred({ ...result, candidateName, jobTitle: referring.title });
          }}
        />
      ) : null}
      <MyReferrals username={username} page={minePage} onPage={setMinePage} referred={referred} />
    </div>
  );
}

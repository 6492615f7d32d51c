import 'server-only';
import type { Db } from '@/db/client';
import type { ReferralStatus } from '@/lib/referrals/constants';
import { moveReferral } from '@/lib/referrals/pipeline';
import { referCandidate } from '@/lib/referrals/refer';
import { NEXT_REFERRAL_STATUSES } from '@/lib/referrals/transitions';

/** A few referrals by the demo employees, at every stage, so "My referrals" and the board have something to show. */
const DEMO_REFERRALS: { referrer: string; name: string; skills: string; years: number; reachedStatus: ReferralStatus }[] = [
  { referrer: 'employee', name: 'Meera Nair', skills: 'Java, Spring Boot, SQL', years: 5, reachedStatus: 'interviewing' },
  { referrer: 'employee', name: 'Arjun Menon', skills: 'Python, Pandas', years: 3, reachedStatus: 'screening' },
  { referrer: 'employee', name: 'Divya Raghavan', skills: 'React, TypeScript', years: 2, reachedStatus: 'submitted' },
  { referrer: 'employee2', name: 'Rohan Kapoor', skills: 'Sales, CRM', years: 7, reachedStatus: 'hired' },
  { referrer: 'employee2', name: 'Sneha Kulkarni', skills: 'Excel, Accounting', years: 4, reachedStatus: 'rejected' },
  { referrer: 'manager', name: 'Imran Sheikh', skills: 'Kubernetes, AWS', years: 6, reachedStatus: 'offered' },
];

export const DEMO_REFERRAL_COUNT = DEMO_REFERRALS.length;

/** The moves from submitted to `status`: along the pipeline, or straight to an ending. */
function pathTo(status: ReferralStatus): ReferralStatus[] {
  if (status === 'rejected' || status === 'withdrawn') return ['screening', status];
  const path: ReferralStatus[] = [];
  for (let at: ReferralStatus = 'submitted'; at !== status; ) {
    const next: ReferralStatus | undefined = NEXT_REFERRAL_STATUSES[at][0];
    if (!next) break;
    path.push(next);
    at = next;
  }
  return path;
}

/** Refers the demo people to the first jobs open for referral, through the same code the API uses. */
export async function seedReferrals(db: Db, jobCodes: readonly string[]): Promise<void> {
  for (const [i, r] of DEMO_REFERRALS.entries()) {
    const jobCode = jobCodes[i % jobCodes.length];
    if (!jobCode) continue;
    const [first = '', last = ''] = r.name.toLowerCase().split(' ');
    const { referralId } = await referCandidate(
      db,
      { candidateName: r.name, email: `${first}.${last}@example.com`, jobCode, skills: r.skills, expInYear: r.years, expInMonth: 0 },
      { referrer: r.referrer, actor: r.referrer, resume: null },
    );
    for (const status of pathTo(r.reachedStatus)) await moveReferral(db, referralId, status, undefined, 'recruiter');
  }
}

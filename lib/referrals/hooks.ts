// The referral hooks, each group in its own module under ./hooks/ re-exported here by name: a bundler puts
// every used export of a module wherever the module goes, but follows a re-export to the module it names,
// so the recruiters' board does not carry the employee's job search, nor the other way round.
import type { BonusStatus, ReferralStatus } from './constants';
import type { Referral, ReferCandidateInput, ReferCandidateResult, ReferralMove } from './schemas';
import type { ReferralJob } from './search-schemas';

export type { BonusStatus, Referral, ReferCandidateInput, ReferCandidateResult, ReferralJob, ReferralMove, ReferralStatus };

type Page<T> = { items: T[]; offset: number; limit: number; total: number };
export type ReferralJobPage = Page<ReferralJob>;
export type ReferralPage = Page<Referral>;

export { myReferralsQueryOptions, referralJobsQueryOptions, useMyReferrals, useReferralJobs, type ReferralJobSearch } from './hooks/mine';
export { REFERRAL_BOARD_KEY, referralBoardQueryOptions, useReferralBoard, type ReferralBoardParams } from './hooks/board';
export { REFERRALS, useMoveReferral, type ReferralStatusChange } from './hooks/move';

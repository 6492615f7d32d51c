// The enum values of the applications tables' columns, re-exported by db/schema/enums.ts (which says why they are apart).

/**
 * One pipeline for every application (a candidate x a job), whatever brought it in:
 * applied -> screening -> interviewing -> offered -> hired; any open stage -> rejected or withdrawn.
 */
export const APPLICATION_STAGES = ['applied', 'screening', 'interviewing', 'offered', 'hired', 'rejected', 'withdrawn'] as const;
export type ApplicationStage = (typeof APPLICATION_STAGES)[number];

/** What brought an application in. */
export const APPLICATION_SOURCES = ['career_site', 'recruiter', 'api', 'referral'] as const;
export type ApplicationSource = (typeof APPLICATION_SOURCES)[number];

/** A referral's status as the spec's listing shows it: its application's stage, with `submitted` for `applied`. */
export const REFERRAL_STATUSES = ['submitted', 'screening', 'interviewing', 'offered', 'hired', 'rejected', 'withdrawn'] as const;
export type ReferralStatus = (typeof REFERRAL_STATUSES)[number];

/**
 * The referrer's bonus: `pending` while the referral may still end in a hire, `due` once it has,
 * `none` when it ended otherwise or the job offered no bonus.
 */
export const BONUS_STATUSES = ['pending', 'due', 'none'] as const;
export type BonusStatus = (typeof BONUS_STATUSES)[number];

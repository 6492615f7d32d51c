// The values the schema's enum columns hold. They live here so that db/ depends on nothing above it;
// each lib/<feature>/constants.ts re-exports its own with their labels and the rules around them, and the
// rest of the code imports them from there. The state machines they belong to are in docs/domain.md.

export const JOB_STATUSES = ['draft', 'open', 'closed'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

export const EMPLOYMENT_TYPES = ['full_time', 'part_time', 'contract', 'internship'] as const;
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];

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

/** Casual, sick, earned, and loss of pay (which has no balance). */
export const LEAVE_TYPES = ['CL', 'SL', 'EL', 'LOP'] as const;
export type LeaveType = (typeof LEAVE_TYPES)[number];

export const LEAVE_DURATIONS = ['full_day', 'first_half', 'second_half'] as const;
export type LeaveDuration = (typeof LEAVE_DURATIONS)[number];

/** pending -> approved or rejected; pending, or approved and not yet started -> cancelled. */
export const LEAVE_STATUSES = ['pending', 'approved', 'rejected', 'cancelled'] as const;
export type LeaveStatus = (typeof LEAVE_STATUSES)[number];

export const LEAVE_ACTIONS = ['approve', 'reject', 'cancel'] as const;
export type LeaveAction = (typeof LEAVE_ACTIONS)[number];

/** A regularisation request: pending -> approved or rejected. */
export const REGULARISATION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type RegularisationStatus = (typeof REGULARISATION_STATUSES)[number];

/**
 * A punch from outside its office's fence waits for the approver: pending -> accepted or rejected. A punch
 * inside the fence, or without a position, is never reviewed (null).
 */
export const PUNCH_REVIEW_STATUSES = ['pending', 'accepted', 'rejected'] as const;
export type PunchReviewStatus = (typeof PUNCH_REVIEW_STATUSES)[number];

/** How a punch arrived: a signed-in person's browser, or a system's API key or token. */
export const PUNCH_SOURCES = ['web', 'api'] as const;
export type PunchSource = (typeof PUNCH_SOURCES)[number];

/** queued -> delivered (sent to the webhook, or shown in the inbox) -> read. */
export const NOTIFICATION_STATUSES = ['queued', 'delivered', 'read'] as const;
export type NotificationStatus = (typeof NOTIFICATION_STATUSES)[number];

/** Webhook delivery: pending -> sent, or failed after its retries. */
export const DELIVERY_STATUSES = ['pending', 'sent', 'failed'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/** Where a notification came from: the bot endpoint, or an event in the product (recruiting: a new application for a job's recruiter). */
export const NOTIFICATION_SOURCES = ['bot', 'leave', 'attendance', 'referrals', 'recruiting'] as const;
export type NotificationSource = (typeof NOTIFICATION_SOURCES)[number];

// Plain values shared by the schema, the API and the browser (no database code, so pages can import them).

/** DESIGN.md section 3: submitted -> screening -> interviewing -> offered -> hired; any non-final -> rejected or withdrawn. */
export const REFERRAL_STATUSES = ['submitted', 'screening', 'interviewing', 'offered', 'hired', 'rejected', 'withdrawn'] as const;
export type ReferralStatus = (typeof REFERRAL_STATUSES)[number];

/**
 * The referrer's bonus: `pending` while the referral may still end in a hire, `due` once it has,
 * `none` when it ended otherwise or the job offered no bonus.
 */
export const BONUS_STATUSES = ['pending', 'due', 'none'] as const;
export type BonusStatus = (typeof BONUS_STATUSES)[number];

// The enum values of the attendance tables' columns, re-exported by db/schema/enums.ts (which says why they are apart).

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

// Plain values shared by the API and the browser (no database code, so pages can import them). The enums
// the schema's columns hold are declared beside the schema and re-exported here.

export {
  PUNCH_REVIEW_STATUSES,
  PUNCH_SOURCES,
  REGULARISATION_STATUSES,
  type PunchReviewStatus,
  type PunchSource,
  type RegularisationStatus,
} from '@/db/schema/enums';

/** The status of one day in the attendance list; which one a day gets is decided in ./day-status.ts. */
export const DAY_STATUSES = ['present', 'absent', 'half_day', 'on_leave', 'holiday', 'weekend', 'regularised'] as const;
export type DayStatus = (typeof DAY_STATUSES)[number];

export const DAY_STATUS_LABELS: Record<DayStatus, string> = {
  present: 'Present',
  absent: 'Absent',
  half_day: 'Half day',
  on_leave: 'On leave',
  holiday: 'Holiday',
  weekend: 'Weekend',
  regularised: 'Regularised',
};

export const REGULARISATION_ACTIONS = ['approve', 'reject'] as const;

/** What the approver does with a flagged punch: accept it as it is, or reject it so it does not count. */
export const PUNCH_REVIEW_ACTIONS = ['accept', 'reject'] as const;
export type PunchReviewAction = (typeof PUNCH_REVIEW_ACTIONS)[number];
export type RegularisationAction = (typeof REGULARISATION_ACTIONS)[number];

/** A day with at least this many minutes between first in and last out is a full day... */
export const FULL_DAY_MINUTES = 6 * 60;
/** ...and with at least this many, a half day; less is absent. */
export const HALF_DAY_MINUTES = 3 * 60;

/** Clocks disagree a little: a punch up to this far ahead of the server's clock is not "in the future". */
export const FUTURE_TOLERANCE_SECONDS = 120;
/** A punch kept offline may arrive this many days late; older days need a regularisation. */
export const PUNCH_MAX_AGE_DAYS = 3;
/** A punch that arrives this long after its own time counts as sent late (from an offline queue). */
export const LATE_AFTER_SECONDS = 5 * 60;

/** Default for REGULARISE_MAX_DAYS: how many days back a regularisation may reach. */
export const DEFAULT_REGULARISE_MAX_DAYS = 30;

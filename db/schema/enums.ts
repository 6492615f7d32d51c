// The values the schema's enum columns hold. They live here so that db/ depends on nothing above it;
// each lib/<feature>/constants.ts re-exports its own with their labels and the rules around them, and the
// rest of the code imports them from there. The state machines they belong to are in docs/domain.md.
//
// Each group of enums is declared in its own module under db/schema/enums/ and re-exported here by name:
// a bundler puts every array of a module wherever one of them is used, but follows a re-export to the
// module it names, so a page that shows a leave status does not also carry every other enum.

export { JOB_STATUSES, type JobStatus, EMPLOYMENT_TYPES, type EmploymentType } from './enums/jobs';
export { APPLICATION_STAGES, type ApplicationStage, APPLICATION_SOURCES, type ApplicationSource, REFERRAL_STATUSES, type ReferralStatus, BONUS_STATUSES, type BonusStatus } from './enums/applications';
export { LEAVE_TYPES, type LeaveType, LEAVE_DURATIONS, type LeaveDuration, LEAVE_STATUSES, type LeaveStatus, LEAVE_ACTIONS, type LeaveAction } from './enums/leave';
export { REGULARISATION_STATUSES, type RegularisationStatus, PUNCH_REVIEW_STATUSES, type PunchReviewStatus, PUNCH_SOURCES, type PunchSource } from './enums/attendance';
export { NOTIFICATION_STATUSES, type NotificationStatus, DELIVERY_STATUSES, type DeliveryStatus, NOTIFICATION_SOURCES, type NotificationSource } from './enums/notifications';

// The attendance hooks, each group in its own module under ./hooks/ and re-exported here by name: a
// bundler puts every used export of a module wherever the module goes, but follows a re-export to the
// module it names, so the home page's today card does not carry the approvals page's queues.
import type { DayStatus, PunchReviewAction, RegularisationAction, RegularisationStatus } from './constants';
import type {
  AttendanceDay,
  AttendanceList,
  FlaggedPunch,
  Office,
  PunchDetail,
  PunchRecord,
  PunchResult,
  Regularisation,
  RegularisationActionInput,
  RegulariseFormInput,
} from './schemas';

export type {
  AttendanceDay,
  AttendanceList,
  DayStatus,
  FlaggedPunch,
  Office,
  PunchDetail,
  PunchRecord,
  PunchResult,
  PunchReviewAction,
  Regularisation,
  RegularisationAction,
  RegularisationActionInput,
  RegularisationStatus,
  RegulariseFormInput,
};

export { attendanceMonthQueryOptions, useAttendanceMonth } from './hooks/month';
export { punchDetailQueryOptions, usePunchDetail } from './hooks/punch-detail';
export { ATTENDANCE, sendPunch, usePunch, useRegularise, type PunchBody } from './hooks/writes';
export { useFlaggedPunches, usePunchReview, useRegularisationAction, useRegularisationApprovals } from './hooks/decisions';

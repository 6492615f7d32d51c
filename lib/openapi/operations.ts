import type { Operation } from '@/lib/api/operation';
import { approvalsWaitingOp } from '@/lib/approvals/operations';
import { endSessionsOp, tokenOp } from '@/lib/auth/operations';
import {
  candidateCreateOp,
  candidateGetOp,
  candidateListOp,
  candidateNoteOp,
  candidateResumeOp,
  candidateStatusOp,
  parseResumeOp,
} from '@/lib/candidates/operations';
import { directoryFiltersOp, directoryListOp } from '@/lib/directory/operations';
import { healthOp } from '@/lib/health/operations';
import {
  jobCreateOp,
  jobApplicationsOp,
  jobGetOp,
  jobListOp,
  jobPublicationOp,
  jobStatusOp,
  jobUpdateOp,
  portalJobDetailOp,
  portalJobListOp,
  portalLocationsOp,
  portalUnitsOp,
} from '@/lib/jobs/operations';
import {
  attendanceListOp,
  flaggedPunchesOp,
  punchDetailOp,
  punchReviewOp,
  punchOp,
  regularisationActionOp,
  regularisationApprovalsOp,
  regulariseOp,
} from '@/lib/attendance/operations';
import { inboxOp, markReadOp, notificationStatusOp, notifyOp, unreadCountOp } from '@/lib/notifications/operations';
import { form16Op, form16PdfOp, payrollImportOp, payslipOp, payslipPdfOp, periodListOp } from '@/lib/payroll/operations';
import { applyLeaveOp, leaveActionOp, leaveApprovalsOp, leaveBalanceOp, leaveCalendarOp, leaveHistoryOp, teamLeaveOp } from '@/lib/leave/operations';
import { employeeDetailOp, pictureOp, pictureUploadOp } from '@/lib/profile/operations';
import { myReferralsOp, referCandidateOp, referralJobSearchOp, referralListOp, referralStatusOp } from '@/lib/referrals/operations';
import { openApiOp } from './operation';

/** Every operation the app serves; the OpenAPI document is generated from this list. */
export const ALL_OPERATIONS: readonly Operation[] = [
  employeeDetailOp,
  pictureUploadOp,
  pictureOp,
  directoryListOp,
  directoryFiltersOp,
  portalJobListOp,
  portalJobDetailOp,
  portalLocationsOp,
  portalUnitsOp,
  jobListOp,
  jobCreateOp,
  jobGetOp,
  jobUpdateOp,
  jobStatusOp,
  jobPublicationOp,
  jobApplicationsOp,
  candidateCreateOp,
  parseResumeOp,
  candidateListOp,
  candidateGetOp,
  candidateResumeOp,
  candidateStatusOp,
  candidateNoteOp,
  referralJobSearchOp,
  referCandidateOp,
  myReferralsOp,
  referralListOp,
  referralStatusOp,
  applyLeaveOp,
  leaveBalanceOp,
  leaveHistoryOp,
  leaveActionOp,
  leaveApprovalsOp,
  leaveCalendarOp,
  teamLeaveOp,
  punchOp,
  regulariseOp,
  attendanceListOp,
  punchDetailOp,
  regularisationActionOp,
  regularisationApprovalsOp,
  flaggedPunchesOp,
  punchReviewOp,
  approvalsWaitingOp,
  periodListOp,
  form16Op,
  form16PdfOp,
  payslipOp,
  payslipPdfOp,
  payrollImportOp,
  notifyOp,
  notificationStatusOp,
  inboxOp,
  unreadCountOp,
  markReadOp,
  tokenOp,
  endSessionsOp,
  healthOp,
  openApiOp,
] as unknown as readonly Operation[];

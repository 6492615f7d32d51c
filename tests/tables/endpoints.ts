import { GET as directoryFilters } from '@/app/api/directory/v1/filters/route';
import { GET as directoryList } from '@/app/api/directory/v1/list/route';
import { GET as profileDetail } from '@/app/api/profile/v1/detail/user/[username]/route';
import { GET as picture } from '@/app/api/profile/v1/pic/[pictureId]/route';
import { POST as pictureUpload } from '@/app/api/profile/v1/pic/upload/route';
import { GET as health } from '@/app/api/health/route';
import { GET as portalJobs } from '@/app/api/careerportal/job/route';
import { GET as portalJob } from '@/app/api/careerportal/job/[jobCode]/route';
import { GET as portalLocations } from '@/app/api/careerportal/joblocations/route';
import { GET as portalUnits } from '@/app/api/careerportal/joborghirarchies/route';
import { GET as jobList, POST as jobCreate } from '@/app/api/jobs/v1/route';
import { GET as jobGet, PUT as jobUpdate } from '@/app/api/jobs/v1/[jobCode]/route';
import { POST as jobStatus } from '@/app/api/jobs/v1/[jobCode]/status/route';
import { POST as jobPublication } from '@/app/api/jobs/v1/[jobCode]/publication/route';
import { GET as jobApplications } from '@/app/api/jobs/v1/[jobCode]/applications/route';
import { POST as token } from '@/app/api/oauth/token/route';
import { GET as openApi } from '@/app/api/openapi.json/route';
import { GET as candidateList, POST as candidateCreate } from '@/app/api/v1/candidate/route';
import { GET as candidateGet } from '@/app/api/v1/candidate/[candidateId]/route';
import { GET as candidateResume } from '@/app/api/v1/candidate/[candidateId]/resume/route';
import { POST as candidateStatus } from '@/app/api/v1/candidate/[candidateId]/status/route';
import { POST as candidateNote } from '@/app/api/v1/candidate/[candidateId]/notes/route';
import { POST as parseResume } from '@/app/api/v1/parseResume/route';
import { GET as referralJobs } from '@/app/api/referrals/v1/job/route';
import { POST as leaveApply } from '@/app/api/leave/v1/apply/route';
import { GET as leaveBalance } from '@/app/api/leave/v1/detail/user/[username]/route';
import { GET as leaveHistory } from '@/app/api/leave/v1/history/user/[username]/route';
import { GET as leaveCalendar } from '@/app/api/leave/v1/calendar/user/[username]/route';
import { POST as leaveAction } from '@/app/api/leave/v1/request/action/route';
import { GET as leaveApprovals } from '@/app/api/leave/v1/approvals/route';
import { GET as teamLeave } from '@/app/api/leave/v1/team/user/[username]/route';
import { POST as punch } from '@/app/api/attendance/v1/punch/route';
import { POST as regularise } from '@/app/api/attendance/v1/regularise/route';
import { GET as attendanceList } from '@/app/api/attendance/v1/list/user/[username]/route';
import { GET as punchDetail } from '@/app/api/attendance/v1/punch/detail/user/[username]/route';
import { POST as regularisationAction } from '@/app/api/attendance/v1/regularise/action/route';
import { GET as regularisationApprovals } from '@/app/api/attendance/v1/regularise/approvals/route';
import { GET as flaggedPunches } from '@/app/api/attendance/v1/punch/approvals/route';
import { POST as punchReview } from '@/app/api/attendance/v1/punch/action/route';
import { GET as approvalsWaiting } from '@/app/api/approvals/v1/waiting/user/[username]/route';
import { GET as payrollPeriods } from '@/app/api/payroll/v1/financialyear/user/[username]/route';
import { GET as form16 } from '@/app/api/payroll/v1/form16/user/[username]/route';
import { GET as form16Pdf } from '@/app/api/payroll/v1/form16/user/[username]/pdf/route';
import { GET as payslip } from '@/app/api/payroll/v1/payslip/user/[username]/route';
import { GET as payslipPdf } from '@/app/api/payroll/v1/payslip/user/[username]/pdf/route';
import { POST as payrollImport } from '@/app/api/payroll/v1/import/route';
import { POST as notify } from '@/app/api/bot/v1/notify/route';
import { GET as notificationStatus } from '@/app/api/bot/v1/notify/[notificationId]/route';
import { GET as inbox } from '@/app/api/bot/v1/inbox/user/[username]/route';
import { GET as unreadCount } from '@/app/api/bot/v1/inbox/user/[username]/unread/route';
import { POST as markRead } from '@/app/api/bot/v1/inbox/read/route';
import { GET as referralList, POST as referCandidate } from '@/app/api/referrals/v1/refer/route';
import { GET as userReferrals } from '@/app/api/referrals/v1/refer/user/[username]/route';
import { POST as referralStatus } from '@/app/api/referrals/v1/refer/[referralId]/status/route';
import { POST as endSessions } from '@/app/api/people/v1/sessions/user/[username]/end/route';
import type { RouteHandler } from '@/lib/api/route';
import { JOB_BODY, PNG_1PX } from '../helpers/fixtures';

/** A well-formed request to one endpoint; the shared tables vary who sends it or what it carries. */
export interface EndpointCall {
  handler: RouteHandler;
  method: string;
  path: string;
  params?: Record<string, string>;
  query?: Record<string, string | string[]>;
  body?: unknown;
  rawBody?: string;
  headers?: Record<string, string>;
}

/** Every API endpoint, called on `employee`'s records. Later features add theirs here. */
export const ENDPOINTS = {
  'GET profile detail': { handler: profileDetail, method: 'GET', path: '/api/profile/v1/detail/user/employee', params: { username: 'employee' } },
  'POST picture upload': {
    handler: pictureUpload,
    method: 'POST',
    path: '/api/profile/v1/pic/upload',
    body: { username: 'employee', pictureData: PNG_1PX.toString('base64') },
  },
  'GET picture': { handler: picture, method: 'GET', path: '/api/profile/v1/pic/x', params: { pictureId: 'f'.repeat(64) } },
  'GET directory list': { handler: directoryList, method: 'GET', path: '/api/directory/v1/list', query: { limit: '5' } },
  'GET directory filters': { handler: directoryFilters, method: 'GET', path: '/api/directory/v1/filters' },
  'GET portal jobs': { handler: portalJobs, method: 'GET', path: '/api/careerportal/job', query: { limit: '5' } },
  'GET portal job': { handler: portalJob, method: 'GET', path: '/api/careerportal/job/JOB-000001', params: { jobCode: 'JOB-000001' } },
  'GET portal job locations': { handler: portalLocations, method: 'GET', path: '/api/careerportal/joblocations' },
  'GET portal job units': { handler: portalUnits, method: 'GET', path: '/api/careerportal/joborghirarchies' },
  'GET jobs': { handler: jobList, method: 'GET', path: '/api/jobs/v1', query: { limit: '5' } },
  'POST job': { handler: jobCreate, method: 'POST', path: '/api/jobs/v1', body: JOB_BODY },
  'GET job': { handler: jobGet, method: 'GET', path: '/api/jobs/v1/JOB-000001', params: { jobCode: 'JOB-000001' } },
  // Writes that would change a shared job aim at a code that does not exist: callers allowed through get 404.
  'PUT job': { handler: jobUpdate, method: 'PUT', path: '/api/jobs/v1/JOB-NONE', params: { jobCode: 'JOB-NONE' }, body: JOB_BODY },
  'POST job status': { handler: jobStatus, method: 'POST', path: '/api/jobs/v1/JOB-NONE/status', params: { jobCode: 'JOB-NONE' }, body: { status: 'open' } },
  'POST job publication': {
    handler: jobPublication,
    method: 'POST',
    path: '/api/jobs/v1/JOB-000001/publication',
    params: { jobCode: 'JOB-000001' },
    body: { publishedOnPortal: true },
  },
  'GET job applications': { handler: jobApplications, method: 'GET', path: '/api/jobs/v1/JOB-000001/applications', params: { jobCode: 'JOB-000001' } },
  // Applying to a job that does not exist: callers allowed through get 404, and nothing is written.
  'POST candidate': {
    handler: candidateCreate,
    method: 'POST',
    path: '/api/v1/candidate',
    body: { firstName: 'Asha', primaryEmail: 'asha.table@example.com', jobCode: 'JOB-NONE' },
  },
  'POST parse resume': {
    handler: parseResume,
    method: 'POST',
    path: '/api/v1/parseResume',
    body: { resume: Buffer.from('Asha Rao\nasha@example.com\n+91 98765 43210\nSkills: Java, SQL').toString('base64'), resumeExtension: 'txt' },
  },
  'GET candidates': { handler: candidateList, method: 'GET', path: '/api/v1/candidate', query: { limit: '5' } },
  'GET candidate': { handler: candidateGet, method: 'GET', path: '/api/v1/candidate/CAND-999999', params: { candidateId: 'CAND-999999' } },
  'GET candidate resume': { handler: candidateResume, method: 'GET', path: '/api/v1/candidate/CAND-999999/resume', params: { candidateId: 'CAND-999999' } },
  'POST candidate status': {
    handler: candidateStatus,
    method: 'POST',
    path: '/api/v1/candidate/CAND-999999/status',
    params: { candidateId: 'CAND-999999' },
    body: { jobCode: 'JOB-000001', status: 'screening' },
  },
  'POST candidate note': {
    handler: candidateNote,
    method: 'POST',
    path: '/api/v1/candidate/CAND-999999/notes',
    params: { candidateId: 'CAND-999999' },
    body: { jobCode: 'JOB-000001', body: 'Strong on SQL.' },
  },
  'GET referral jobs': { handler: referralJobs, method: 'GET', path: '/api/referrals/v1/job', query: { offset: '0', limit: '5' } },
  // Referring to a job that does not exist: callers allowed through get 404, and nothing is written.
  'POST refer': {
    handler: referCandidate,
    method: 'POST',
    path: '/api/referrals/v1/refer',
    body: { candidateName: 'Asha Rao', email: 'asha.referred@example.com', jobCode: 'JOB-NONE', userName: 'employee' },
  },
  'GET user referrals': {
    handler: userReferrals,
    method: 'GET',
    path: '/api/referrals/v1/refer/user/employee',
    params: { username: 'employee' },
    query: { offset: '0', limit: '5' },
  },
  'GET referrals': { handler: referralList, method: 'GET', path: '/api/referrals/v1/refer', query: { limit: '5' } },
  'POST referral status': {
    handler: referralStatus,
    method: 'POST',
    path: '/api/referrals/v1/refer/REF-999999/status',
    params: { referralId: 'REF-999999' },
    body: { status: 'screening' },
  },
  // Leave on employee's records. The application is 2 Jan 2000, before anyone joined, so a caller let
  // through meets a rule (leave starts no earlier than the date of joining) and nothing is written.
  'POST leave apply': {
    handler: leaveApply,
    method: 'POST',
    path: '/api/leave/v1/apply',
    body: { username: 'employee', leaveType: 'LOP', startDate: '2000-01-02', endDate: '2000-01-02' },
  },
  'GET leave balance': { handler: leaveBalance, method: 'GET', path: '/api/leave/v1/detail/user/employee', params: { username: 'employee' } },
  'GET leave history': { handler: leaveHistory, method: 'GET', path: '/api/leave/v1/history/user/employee', params: { username: 'employee' } },
  'GET leave calendar': { handler: leaveCalendar, method: 'GET', path: '/api/leave/v1/calendar/user/employee', params: { username: 'employee' } },
  // A request that does not exist: callers allowed through get 404.
  'POST leave action': { handler: leaveAction, method: 'POST', path: '/api/leave/v1/request/action', body: { requestId: 'LV-999999', action: 'approve' } },
  'GET leave approvals': { handler: leaveApprovals, method: 'GET', path: '/api/leave/v1/approvals' },
  // The team of manager, employee's manager: the one table row not on employee's own records.
  'GET team leave': { handler: teamLeave, method: 'GET', path: '/api/leave/v1/team/user/manager', params: { username: 'manager' }, query: { from: '2026-12-01', to: '2026-12-31' } },
  // Attendance of employee. The punch and the regularisation are dated 3 Jan 2000, too long ago, so a
  // caller let through meets a rule and nothing is written.
  'POST punch': {
    handler: punch,
    method: 'POST',
    path: '/api/attendance/v1/punch',
    body: { username: 'employee', punchDate: '2000-01-03', punchTime: '09:30' },
  },
  'POST regularise': {
    handler: regularise,
    method: 'POST',
    path: '/api/attendance/v1/regularise',
    body: { username: 'employee', regularizationDate: '2000-01-03', modifiedInTime: '09:30', modifiedOutTime: '18:00', comments: 'Forgot to punch' },
  },
  'GET attendance list': { handler: attendanceList, method: 'GET', path: '/api/attendance/v1/list/user/employee', params: { username: 'employee' } },
  'GET punch detail': { handler: punchDetail, method: 'GET', path: '/api/attendance/v1/punch/detail/user/employee', params: { username: 'employee' } },
  // A request that does not exist: callers allowed through get 404.
  'POST regularisation action': {
    handler: regularisationAction,
    method: 'POST',
    path: '/api/attendance/v1/regularise/action',
    body: { regularisationId: 'REG-999999', action: 'approve' },
  },
  'GET regularisation approvals': { handler: regularisationApprovals, method: 'GET', path: '/api/attendance/v1/regularise/approvals' },
  'GET flagged punches': { handler: flaggedPunches, method: 'GET', path: '/api/attendance/v1/punch/approvals' },
  // A punch that does not exist: callers allowed through get 404.
  'POST punch review': { handler: punchReview, method: 'POST', path: '/api/attendance/v1/punch/action', body: { punchId: 'PUN-999999', action: 'reject' } },
  // What waits for `manager`, the one demo person with both the role and reports.
  'GET approvals waiting': { handler: approvalsWaiting, method: 'GET', path: '/api/approvals/v1/waiting/user/manager', params: { username: 'manager' } },
  // Payroll of employee. The Form 16 and payslip asked for are of 2001 and 1999, which nobody has: 404 once let through.
  'GET payroll periods': { handler: payrollPeriods, method: 'GET', path: '/api/payroll/v1/financialyear/user/employee', params: { username: 'employee' } },
  'GET form16': { handler: form16, method: 'GET', path: '/api/payroll/v1/form16/user/employee', params: { username: 'employee' }, query: { year: '2001' } },
  'GET form16 pdf': { handler: form16Pdf, method: 'GET', path: '/api/payroll/v1/form16/user/employee/pdf', params: { username: 'employee' }, query: { year: '2001' } },
  'GET payslip': { handler: payslip, method: 'GET', path: '/api/payroll/v1/payslip/user/employee', params: { username: 'employee' }, query: { month: '1999-04' } },
  'GET payslip pdf': { handler: payslipPdf, method: 'GET', path: '/api/payroll/v1/payslip/user/employee/pdf', params: { username: 'employee' }, query: { month: '1999-04' } },
  // An import naming nobody: 400 once let through, and nothing is written.
  'POST payroll import': {
    handler: payrollImport,
    method: 'POST',
    path: '/api/payroll/v1/import',
    body: { payslips: [{ username: 'nobody.here', month: '1999-04', earnings: { BASIC: 1000 } }] },
  },
  // The bot: a notification for nobody (404 once let through, nothing stored); employee's inbox.
  'POST notify': {
    handler: notify,
    method: 'POST',
    path: '/api/bot/v1/notify',
    body: { input: { messageType: 'reminder', usersList: { userId: 'nobody.here', text: { design: { label: 'Hello', type: 'text' } } } } },
  },
  'GET notification status': { handler: notificationStatus, method: 'GET', path: '/api/bot/v1/notify/NTF-999999', params: { notificationId: 'NTF-999999' } },
  'GET inbox': { handler: inbox, method: 'GET', path: '/api/bot/v1/inbox/user/employee', params: { username: 'employee' } },
  'GET unread count': { handler: unreadCount, method: 'GET', path: '/api/bot/v1/inbox/user/employee/unread', params: { username: 'employee' } },
  // Marking a notification that is nobody's: 404 once let through.
  'POST mark read': { handler: markRead, method: 'POST', path: '/api/bot/v1/inbox/read', body: { username: 'employee', notificationIds: ['NTF-999999'] } },
  // Ending the sessions of nobody: 404 once let through, and nobody's session ends (the table's own go on).
  'POST end sessions': {
    handler: endSessions,
    method: 'POST',
    path: '/api/people/v1/sessions/user/nobody.here/end',
    params: { username: 'nobody.here' },
  },
  'GET health': { handler: health, method: 'GET', path: '/api/health' },
  'GET openapi document': { handler: openApi, method: 'GET', path: '/api/openapi.json' },
  'POST oauth token': {
    handler: token,
    method: 'POST',
    path: '/api/oauth/token',
    rawBody: 'grant_type=client_credentials',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  },
} satisfies Record<string, EndpointCall>;

export type EndpointName = keyof typeof ENDPOINTS;

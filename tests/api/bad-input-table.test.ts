import { beforeAll, describe, expect, it } from 'vitest';
import { call, sessionFor, systemKey, type CallOptions, type Caller } from '../helpers/call';
import { GIF_HEADER, JOB_BODY } from '../helpers/fixtures';
import { ENDPOINTS, type EndpointName } from '../tables/endpoints';

/**
 * Bad input, endpoint by endpoint: each row changes one thing in an otherwise good call (made by
 * hr_admin) and expects a 4xx naming the field. Later features add their rows.
 */
type Row = [EndpointName, string, Partial<CallOptions>, number, string?];

const upload = (body: Record<string, unknown>) => ({ body: { username: 'employee', pictureData: 'iVBORw0KGgo=', ...body } });

const job = (change: Record<string, unknown>) => ({ body: { ...JOB_BODY, ...change } });
const referral = (change: Record<string, unknown>) => ({ body: { ...ENDPOINTS['POST refer'].body, ...change } });
const leave = (change: Record<string, unknown>) => ({ body: { ...ENDPOINTS['POST leave apply'].body, ...change } });
const punch = (change: Record<string, unknown>) => ({ body: { ...ENDPOINTS['POST punch'].body, ...change } });
const regularise = (change: Record<string, unknown>) => ({ body: { ...ENDPOINTS['POST regularise'].body, ...change } });
const candidate = (change: Record<string, unknown>) => ({ body: { firstName: 'Asha', primaryEmail: 'asha.bad@example.com', ...change } });

/** A multipart resume upload with these text parts beside the file. */
function resumeForm(parts: Record<string, string>): FormData {
  const form = new FormData();
  form.append('file', new Blob(['Asha Rao\nasha@example.com']), 'resume.txt');
  for (const [name, value] of Object.entries(parts)) form.append(name, value);
  return form;
}

// The bot's notify takes only systems, so its rows are sent with an API key instead of hr_admin's session.
const system = await systemKey();
const bySystem = (body: unknown): Partial<CallOptions> => ({ body, as: system });

const ROWS: Row[] = [
  ['GET profile detail', 'username with a slash-like character', { params: { username: 'a b' } }, 400, 'path.username'],
  ['GET profile detail', 'username too long', { params: { username: 'a'.repeat(65) } }, 400, 'path.username'],
  ['GET profile detail', 'unknown username', { params: { username: 'nobody.here' } }, 404],

  ['POST picture upload', 'unknown field', upload({ colour: 'red' }), 400, 'colour'],
  ['POST picture upload', 'pictureData missing', { body: { username: 'employee' } }, 400, 'pictureData'],
  ['POST picture upload', 'pictureData a number', upload({ pictureData: 42 }), 400, 'pictureData'],
  ['POST picture upload', 'pictureData not base64', upload({ pictureData: 'not base64!!' }), 400, 'pictureData'],
  ['POST picture upload', 'a GIF', upload({ pictureData: GIF_HEADER.toString('base64') }), 400, 'pictureData'],
  ['POST picture upload', 'decoded over 2 MiB', upload({ pictureData: Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(2 * 1024 * 1024)]).toString('base64') }), 400, 'pictureData'],
  ['POST picture upload', 'body over 3 MiB', upload({ pictureData: 'A'.repeat(3 * 1024 * 1024 + 10) }), 413],
  ['POST picture upload', 'username of no one', upload({ username: 'nobody.here', pictureData: 'iVBORw0KGgoAAAAA' }), 404],
  ['POST picture upload', 'username wrong type', upload({ username: 7 }), 400, 'username'],
  ['POST picture upload', 'body is an array', { body: [1, 2] }, 400, '(body)'],
  ['POST picture upload', 'body is not JSON', { body: undefined, rawBody: 'pictureData=abc', headers: { 'content-type': 'application/json' } }, 400, '(body)'],

  ['GET picture', 'id not a hash', { params: { pictureId: '../etc/passwd' } }, 400, 'path.pictureId'],

  ['GET directory list', 'limit over 100', { query: { limit: '101' } }, 400, 'query.limit'],
  ['GET directory list', 'limit zero', { query: { limit: '0' } }, 400, 'query.limit'],
  ['GET directory list', 'offset negative', { query: { offset: '-1' } }, 400, 'query.offset'],
  ['GET directory list', 'offset not a number', { query: { offset: 'abc' } }, 400, 'query.offset'],
  ['GET directory list', 'unknown parameter', { query: { sort: 'name' } }, 400, 'query.sort'],
  ['GET directory list', 'search too long', { query: { q: 'x'.repeat(101) } }, 400, 'query.q'],
  ['GET directory list', 'limit given twice', { query: { limit: ['5', '6'] } }, 400, 'query.limit'],
  // A computed key, so that it is an own property named __proto__ (as a client can send it), not the prototype.
  ['GET directory list', 'a parameter named __proto__', { query: { ['__proto__']: 'x' } }, 400, 'query.__proto__'],

  ['GET directory filters', 'a parameter it does not take', { query: { x: '1' } }, 400, 'query.x'],

  ['GET portal jobs', 'type without value', { query: { type: 'joiningLocation' } }, 400, 'query.value'],
  ['GET portal jobs', 'value without type', { query: { value: 'BLR' } }, 400, 'query.type'],
  ['GET portal jobs', 'another type', { query: { type: 'city', value: 'Pune' } }, 400, 'query.type'],
  ['GET portal jobs', 'empty value', { query: { type: 'orgUnitCode', value: '' } }, 400, 'query.value'],
  ['GET portal jobs', 'limit over 100', { query: { limit: '101' } }, 400, 'query.limit'],
  ['GET portal jobs', 'offset not a number', { query: { offset: '1e3' } }, 400, 'query.offset'],
  ['GET portal jobs', 'unknown parameter', { query: { location: 'BLR' } }, 400, 'query.location'],
  ['GET portal job', 'code with a slash-like character', { params: { jobCode: 'JOB 1' } }, 400, 'path.jobCode'],
  ['GET portal job', 'code too long', { params: { jobCode: 'J'.repeat(33) } }, 400, 'path.jobCode'],
  ['GET portal job', 'unknown code', { params: { jobCode: 'JOB-999999' } }, 404],
  ['GET portal job locations', 'a parameter it does not take', { query: { type: 'x' } }, 400, 'query.type'],
  ['GET portal job units', 'a parameter it does not take', { query: { limit: '5' } }, 400, 'query.limit'],

  ['GET jobs', 'unknown status', { query: { status: 'archived' } }, 400, 'query.status'],
  ['GET jobs', 'limit over 100', { query: { limit: '500' } }, 400, 'query.limit'],
  ['POST job', 'unknown field', job({ colour: 'red' }), 400, 'colour'],
  ['POST job', 'title missing', job({ title: undefined }), 400, 'title'],
  ['POST job', 'minExp a string', job({ minExp: '2' }), 400, 'minExp'],
  ['POST job', 'negative openings', job({ openings: -1 }), 400, 'openings'],
  ['POST job', 'maxExp below minExp', job({ minExp: 6, maxExp: 3 }), 400, 'maxExp'],
  ['POST job', 'salaryMax below salaryMin', job({ salaryMin: 900, salaryMax: 100 }), 400, 'salaryMax'],
  ['POST job', 'only one end of the salary', job({ salaryMin: null }), 400, 'salaryMin'],
  ['POST job', 'no location', job({ joiningLocations: [] }), 400, 'joiningLocations'],
  ['POST job', 'unknown location', job({ joiningLocations: ['BLR', 'XXX'] }), 400, 'joiningLocations.1'],
  ['POST job', 'unknown business unit', job({ orgUnitCode: 'NOPE' }), 400, 'orgUnitCode'],
  ['POST job', 'unknown employment type', job({ employmentType: 'gig' }), 400, 'employmentType'],
  ['POST job', 'closing date not a date', job({ closingDate: '2026-02-30' }), 400, 'closingDate'],
  ['POST job', 'code already used', job({ jobCode: 'job-000001' }), 400, 'jobCode'],
  ['POST job', 'skill twice', job({ skills: ['SQL', 'sql'] }), 400, 'skills'],
  ['POST job', 'half a surrogate pair in the title (a \\ud800 escape)', { body: undefined, rawBody: JSON.stringify({ ...JOB_BODY, title: 'Engineer \ud800' }), headers: { 'content-type': 'application/json' } }, 400, 'title'],
  ['GET job', 'code with a space', { params: { jobCode: 'JOB 1' } }, 400, 'path.jobCode'],
  ['GET job', 'unknown code', { params: { jobCode: 'JOB-999999' } }, 404],
  ['PUT job', 'jobCode in the body', { body: { ...JOB_BODY, jobCode: 'X1' } }, 400, 'jobCode'],
  ['PUT job', 'description too short', { params: { jobCode: 'JOB-000001' }, body: { ...JOB_BODY, description: 'short' } }, 400, 'description'],
  ['POST job status', 'status draft', { body: { status: 'draft' } }, 400, 'status'],
  ['POST job status', 'status missing', { body: {} }, 400, 'status'],
  ['POST job publication', 'no flag', { body: {} }, 400, 'publishedOnPortal'],
  ['POST job publication', 'flag a string', { body: { publishedForReferral: 'yes' } }, 400, 'publishedForReferral'],

  ['POST candidate', 'no first name', candidate({ firstName: undefined }), 400, 'firstName'],
  ['POST candidate', 'neither e-mail nor mobile', candidate({ primaryEmail: undefined }), 400, 'primaryEmail'],
  ['POST candidate', 'e-mail without a domain', candidate({ primaryEmail: 'asha@' }), 400, 'primaryEmail'],
  ['POST candidate', 'mobile with letters', candidate({ mobileNumber: 'call me' }), 400, 'mobileNumber'],
  // PostgreSQL cannot store a NUL in text (SQLite would): refused by field on both, wherever the string sits.
  ['POST candidate', 'a NUL in a nested field', candidate({ workExperience: [{ company: 'Acme\u0000 Ltd' }] }), 400, 'workExperience.0.company'],
  ['GET directory list', 'a NUL in a parameter', { query: { q: 'as\u0000ha' } }, 400, 'query.q'],
  ['POST candidate', 'expInMonths negative', candidate({ expInMonths: -2 }), 400, 'expInMonths'],
  ['POST candidate', 'languages not an array', candidate({ languages: 'Hindi' }), 400, 'languages'],
  ['POST candidate', 'education entry with an unknown field', candidate({ education: [{ school: 'x' }] }), 400, 'education.0.school'],
  ['POST candidate', 'work experience ctc as a string', candidate({ workExperience: [{ ctc: '9 LPA' }] }), 400, 'workExperience.0.ctc'],
  ['POST candidate', 'currency code in lower case', candidate({ workExperience: [{ currencyCode: 'inr' }] }), 400, 'workExperience.0.currencyCode'],
  ['POST candidate', 'jobCode with spaces', candidate({ jobCode: 'JOB 1' }), 400, 'jobCode'],
  ['POST candidate', 'an executable as the resume', candidate({ resume: Buffer.from('MZ\x90\x00binary').toString('base64'), resumeExtension: 'exe' }), 400, 'resume'],
  ['POST candidate', 'body over 8 MiB', candidate({ resume: 'A'.repeat(8 * 1024 * 1024 + 10), resumeExtension: 'pdf' }), 413],
  ['POST parse resume', 'no resume', { body: { resumeExtension: 'pdf' } }, 400, 'resume'],
  ['POST parse resume', 'resume a number', { body: { resume: 12, resumeExtension: 'pdf' } }, 400, 'resume'],
  ['POST parse resume', 'extension with a path', { body: { resume: 'aGk=', resumeExtension: '../x.pdf' } }, 400, 'resumeExtension'],
  ['POST parse resume', 'a picture instead of a resume', { body: { resume: GIF_HEADER.toString('base64'), resumeExtension: 'pdf' } }, 400, 'resume'],
  ['POST parse resume', 'unknown field', { body: { resume: 'aGk=', resumeExtension: 'txt', lang: 'en' } }, 400, 'lang'],
  ['POST parse resume', 'a multipart part named __proto__', { body: undefined, form: resumeForm({ ['__proto__']: 'x' }) }, 400, '__proto__'],
  ['GET candidates', 'unknown status', { query: { status: 'hired_twice' } }, 400, 'query.status'],
  ['GET candidates', 'limit zero', { query: { limit: '0' } }, 400, 'query.limit'],
  ['GET candidate', 'id of another shape', { params: { candidateId: 'REF-000001' } }, 400, 'path.candidateId'],
  ['GET candidate resume', 'id with a path', { params: { candidateId: '../etc' } }, 400, 'path.candidateId'],
  ['POST candidate status', 'unknown status', { body: { jobCode: 'JOB-000001', status: 'in_review' } }, 400, 'status'],
  ['POST candidate status', 'no job', { body: { status: 'screening' } }, 400, 'jobCode'],
  ['POST candidate status', 'note too long', { body: { jobCode: 'JOB-000001', status: 'screening', note: 'x'.repeat(1001) } }, 400, 'note'],
  ['POST candidate note', 'empty note', { body: { jobCode: 'JOB-000001', body: '  ' } }, 400, 'body'],
  ['POST candidate note', 'note too long', { body: { jobCode: 'JOB-000001', body: 'x'.repeat(4001) } }, 400, 'body'],
  ['POST candidate note', 'unknown field', { body: { jobCode: 'JOB-000001', body: 'ok', author: 'x' } }, 400, 'author'],
  ['GET job applications', 'unknown stage', { query: { stage: 'new' } }, 400, 'query.stage'],
  ['GET job applications', 'limit too large', { query: { limit: '1000' } }, 400, 'query.limit'],
  ['GET job applications', 'unknown parameter', { query: { status: 'applied' } }, 400, 'query.status'],

  ['GET referral jobs', 'no offset', { query: { limit: '5' } }, 400, 'query.offset'],
  ['GET referral jobs', 'no limit', { query: { offset: '0' } }, 400, 'query.limit'],
  ['GET referral jobs', 'minExp above maxExp', { query: { offset: '0', limit: '5', minExp: '8', maxExp: '3' } }, 400, 'query.maxExp'],
  ['GET referral jobs', 'minExp negative', { query: { offset: '0', limit: '5', minExp: '-1' } }, 400, 'query.minExp'],
  ['GET referral jobs', 'maxExp not a number', { query: { offset: '0', limit: '5', maxExp: 'five' } }, 400, 'query.maxExp'],
  ['GET referral jobs', 'jobcode with spaces', { query: { offset: '0', limit: '5', jobcode: 'JOB 1' } }, 400, 'query.jobcode'],
  ['GET referral jobs', 'keyword too long', { query: { offset: '0', limit: '5', keyword: 'k'.repeat(101) } }, 400, 'query.keyword'],
  ['GET referral jobs', 'unknown parameter', { query: { offset: '0', limit: '5', city: 'Pune' } }, 400, 'query.city'],

  ['POST refer', 'candidateName missing', referral({ candidateName: undefined }), 400, 'candidateName'],
  ['POST refer', 'neither e-mail nor mobile', referral({ email: undefined }), 400, 'email'],
  ['POST refer', '12 months', referral({ expInMonth: 12 }), 400, 'expInMonth'],
  ['POST refer', 'years as text', referral({ expInYear: 'four' }), 400, 'expInYear'],
  ['POST refer', 'skills as an array', referral({ skills: ['Java'] }), 400, 'skills'],
  ['POST refer', 'userName wrong type', referral({ userName: 7 }), 400, 'userName'],
  ['POST refer', 'unknown field', referral({ referrer: 'employee' }), 400, 'referrer'],
  ['POST refer', 'resume not base64', referral({ resume: '***', resumeExtension: 'txt' }), 400, 'resume'],
  ['POST refer', 'body over 8 MiB', referral({ resume: 'A'.repeat(8 * 1024 * 1024 + 10), resumeExtension: 'txt' }), 413],
  ['GET user referrals', 'no offset', { query: { limit: '5' } }, 400, 'query.offset'],
  ['GET user referrals', 'no limit', { query: { offset: '0' } }, 400, 'query.limit'],
  ['GET user referrals', 'limit over 100', { query: { offset: '0', limit: '101' } }, 400, 'query.limit'],
  ['GET user referrals', 'username with a space', { params: { username: 'a b' } }, 400, 'path.username'],
  ['GET referrals', 'unknown status', { query: { status: 'lost' } }, 400, 'query.status'],
  ['POST referral status', 'unknown status', { body: { status: 'shortlisted' } }, 400, 'status'],
  ['POST referral status', 'id of another shape', { params: { referralId: 'CAND-000001' } }, 400, 'path.referralId'],
  ['POST referral status', 'note too long', { body: { status: 'screening', note: 'x'.repeat(1001) } }, 400, 'note'],

  ['POST leave apply', 'leaveType unknown', leave({ leaveType: 'ML' }), 400, 'leaveType'],
  ['POST leave apply', 'startDate as DD/MM/YYYY', leave({ startDate: '02/01/2000' }), 400, 'startDate'],
  ['POST leave apply', 'endDate before startDate', leave({ startDate: '2000-01-05', endDate: '2000-01-04' }), 400, 'endDate'],
  ['POST leave apply', 'half day over two days', leave({ endDate: '2000-01-03', leaveDuration: 'second_half' }), 400, 'leaveDuration'],
  ['POST leave apply', 'username a number', leave({ username: 7 }), 400, 'username'],
  ['POST leave apply', 'unknown field', leave({ halfDay: true }), 400, 'halfDay'],
  ['POST leave apply', 'only a weekend', leave({}), 400, 'startDate'],
  ['GET leave balance', 'year not a year', { query: { year: '26' } }, 400, 'query.year'],
  ['GET leave balance', 'unknown parameter', { query: { type: 'CL' } }, 400, 'query.type'],
  ['GET leave history', 'unknown status', { query: { status: 'approved_twice' } }, 400, 'query.status'],
  ['GET leave history', 'limit over 100', { query: { limit: '101' } }, 400, 'query.limit'],
  ['GET leave calendar', 'year far away', { query: { year: '1800' } }, 400, 'query.year'],
  ['POST leave action', 'unknown action', { body: { requestId: 'LV-000001', action: 'escalate' } }, 400, 'action'],
  ['POST leave action', 'id of another shape', { body: { requestId: 'REF-000001', action: 'approve' } }, 400, 'requestId'],
  ['POST leave action', 'comments too long', { body: { requestId: 'LV-000001', action: 'approve', comments: 'x'.repeat(1001) } }, 400, 'comments'],
  ['POST leave action', 'a NUL in the comments', { body: { requestId: 'LV-000001', action: 'approve', comments: 'Enjoy\u0000' } }, 400, 'comments'],
  ['GET leave approvals', 'offset negative', { query: { offset: '-1' } }, 400, 'query.offset'],
  ['GET team leave', 'from missing', { query: { to: '2026-12-31' } }, 400, 'query.from'],
  ['GET team leave', 'to missing', { query: { from: '2026-12-01' } }, 400, 'query.to'],
  ['GET team leave', 'from not a calendar date', { query: { from: '2026-02-30', to: '2026-03-31' } }, 400, 'query.from'],
  ['GET team leave', 'to as DD/MM/YYYY', { query: { from: '2026-12-01', to: '31/12/2026' } }, 400, 'query.to'],
  ['GET team leave', 'to before from', { query: { from: '2026-12-31', to: '2026-12-01' } }, 400, 'query.to'],
  ['GET team leave', '93 days', { query: { from: '2026-01-01', to: '2026-04-03' } }, 400, 'query.to'],
  ['GET team leave', 'unknown parameter', { query: { from: '2026-12-01', to: '2026-12-31', status: 'approved' } }, 400, 'query.status'],
  ['GET team leave', 'from given twice', { query: { from: ['2026-12-01', '2026-12-02'], to: '2026-12-31' } }, 400, 'query.from'],
  ['GET team leave', 'unknown username', { params: { username: 'nobody.here' } }, 404],
  ['POST punch', 'latitude over 90', punch({ latitudeCoordinate: 90.5, longitudeCoordinate: 77 }), 400, 'latitudeCoordinate'],
  ['POST punch', 'longitude under -180', punch({ latitudeCoordinate: 12, longitudeCoordinate: -180.1 }), 400, 'longitudeCoordinate'],
  ['POST punch', 'latitude without longitude', punch({ latitudeCoordinate: 12.97 }), 400, 'longitudeCoordinate'],
  ['POST punch', 'latitude as text', punch({ latitudeCoordinate: '12.97', longitudeCoordinate: 77.75 }), 400, 'latitudeCoordinate'],
  ['POST punch', 'punchTime 9.30am', punch({ punchTime: '9.30am' }), 400, 'punchTime'],
  ['POST punch', 'punchTime 24:00', punch({ punchTime: '24:00' }), 400, 'punchTime'],
  ['POST punch', 'punchDate without punchTime', punch({ punchTime: undefined }), 400, 'punchTime'],
  ['POST punch', 'punchDate not a date', punch({ punchDate: '2026-02-30' }), 400, 'punchDate'],
  ['POST punch', 'in the future', punch({ punchDate: '2999-01-01' }), 400, 'punchDate'],
  ['POST punch', 'too long ago', punch({}), 400, 'punchDate'],
  ['POST punch', 'unknown field', punch({ deviceId: 'x' }), 400, 'deviceId'],
  ['POST punch', 'queued not a boolean', punch({ queued: 'yes' }), 400, 'queued'],
  ['POST regularise', 'date missing', regularise({ regularizationDate: undefined }), 400, 'regularizationDate'],
  ['POST regularise', 'in after out', regularise({ modifiedInTime: '18:30' }), 400, 'modifiedOutTime'],
  ['POST regularise', 'out time as 6pm', regularise({ modifiedOutTime: '6pm' }), 400, 'modifiedOutTime'],
  ['POST regularise', 'no reason', regularise({ comments: '  ' }), 400, 'comments'],
  ['POST regularise', 'in the future', regularise({ regularizationDate: '2999-01-04' }), 400, 'regularizationDate'],
  ['POST regularise', 'too long ago', regularise({}), 400, 'regularizationDate'],
  ['POST regularise', 'unknown field', regularise({ shift: 'night' }), 400, 'shift'],
  ['GET attendance list', 'month as 2026-13', { query: { month: '2026-13' } }, 400, 'query.month'],
  ['GET attendance list', 'month and from together', { query: { month: '2026-11', from: '2026-11-01', to: '2026-11-02' } }, 400, 'query.month'],
  ['GET attendance list', 'from without to', { query: { from: '2026-11-01' } }, 400, 'query.to'],
  ['GET attendance list', 'to before from', { query: { from: '2026-11-02', to: '2026-11-01' } }, 400, 'query.to'],
  ['GET attendance list', 'over 366 days', { query: { from: '2025-01-01', to: '2026-01-02' } }, 400, 'query.to'],
  ['GET attendance list', 'limit over 100', { query: { limit: '101' } }, 400, 'query.limit'],
  ['GET punch detail', 'date as DD-MM-YYYY', { query: { date: '22-11-2026' } }, 400, 'query.date'],
  ['GET punch detail', 'unknown parameter', { query: { day: '2026-11-22' } }, 400, 'query.day'],
  ['POST regularisation action', 'unknown action', { body: { regularisationId: 'REG-000001', action: 'cancel' } }, 400, 'action'],
  ['POST regularisation action', 'id of another shape', { body: { regularisationId: 'LV-000001', action: 'approve' } }, 400, 'regularisationId'],
  ['GET form16', 'year of two digits', { query: { year: '25' } }, 400, 'query.year'],
  ['GET form16', 'year as a range', { query: { year: '2025-26' } }, 400, 'query.year'],
  ['GET form16', 'year missing', { query: {} }, 400, 'query.year'],
  ['GET form16', 'unknown parameter', { query: { year: '2025', format: 'xml' } }, 400, 'query.format'],
  ['GET form16 pdf', 'year not a number', { query: { year: 'abcd' } }, 400, 'query.year'],
  ['GET payroll periods', 'unknown parameter', { query: { year: '2025' } }, 400, 'query.year'],
  ['GET payslip', 'month without a leading zero', { query: { month: '2025-4' } }, 400, 'query.month'],
  ['GET payslip', 'month missing', { query: {} }, 400, 'query.month'],
  ['GET payslip pdf', 'month without a leading zero', { query: { month: '2025-4' } }, 400, 'query.month'],
  ['GET payslip pdf', 'month 13', { query: { month: '2025-13' } }, 400, 'query.month'],
  ['GET payslip pdf', 'month missing', { query: {} }, 400, 'query.month'],
  ['GET payslip pdf', 'month given twice', { query: { month: ['2025-04', '2025-05'] } }, 400, 'query.month'],
  ['GET payslip pdf', 'unknown parameter', { query: { month: '2025-04', format: 'html' } }, 400, 'query.format'],
  ['POST payroll import', 'unknown field', { body: { payslips: [], salaries: [] } }, 400, 'salaries'],
  ['POST payroll import', 'payslips not a list', { body: { payslips: 'all' } }, 400, 'payslips'],
  ['POST payroll import', 'nothing to import', { body: {} }, 400, '(body)'],
  ['POST payroll import', 'a row with a bad amount', { body: { payslips: [{ username: 'employee', month: '1999-04', earnings: { BASIC: 'ten' } }] } }, 400, 'payslips[0].earnings.BASIC'],
  ['POST payroll import', 'CSV without kind', { body: undefined, rawBody: 'username,month\n', headers: { 'content-type': 'text/csv' } }, 400, 'query.kind'],
  ['POST payroll import', 'unknown kind', { query: { kind: 'bonuses' } }, 400, 'query.kind'],
  // Its rows are open values, so only the depth limit stops this before the idempotency fingerprint overflows the stack.
  ['POST payroll import', '100,000 levels deep, with an Idempotency-Key', { body: undefined, rawBody: `{"payslips":[${'['.repeat(100_000)}${']'.repeat(100_000)}]}`, headers: { 'content-type': 'application/json', 'idempotency-key': 'deep-1' } }, 400, '(body)'],
  ['POST payroll import', 'a CSV column named __proto__', { body: undefined, query: { kind: 'payslips' }, rawBody: 'username,month,BASIC,__proto__\nemployee,1999-05,1000,5\n', headers: { 'content-type': 'text/csv' } }, 400, '__proto__'],
  ['POST notify', 'no input', bySystem({}), 400, 'input'],
  ['POST notify', 'neither userId nor emailId', bySystem({ input: { messageType: 'x', usersList: { text: { design: { label: 'Hi' } } } } }), 400, 'input.usersList.userId'],
  ['POST notify', 'design without a label', bySystem({ input: { messageType: 'x', usersList: { userId: 'employee', text: { design: { type: 'text' } } } } }), 400, 'input.usersList.text.design'],
  ['POST notify', 'emailId not an e-mail', bySystem({ input: { messageType: 'x', usersList: { emailId: 'nope', text: { design: { label: 'Hi' } } } } }), 400, 'input.usersList.emailId'],
  ['POST notify', 'a link to a script', bySystem({ input: { messageType: 'x', usersList: { userId: 'employee', text: { design: { label: 'Go', type: 'link', value: 'javascript:alert(1)' } } } } }), 400, 'input.usersList.text.design.value'],
  ['POST notify', 'a link to another host posing as a path', bySystem({ input: { messageType: 'x', usersList: { userId: 'employee', text: { design: { label: 'Go', type: 'link', value: '//evil.example/x' } } } } }), 400, 'input.usersList.text.design.value'],
  ['POST notify', 'unknown field', bySystem({ input: { messageType: 'x', priority: 'high', usersList: { userId: 'employee', text: { design: { label: 'Hi' } } } } }), 400, 'input.priority'],
  ['GET notification status', 'id of another shape', { params: { notificationId: 'LV-000001' } }, 400, 'path.notificationId'],
  ['GET inbox', 'unread not a boolean', { query: { unread: 'yes' } }, 400, 'query.unread'],
  ['GET unread count', 'unknown parameter', { query: { since: '2026-01-01' } }, 400, 'query.since'],
  ['POST mark read', 'neither ids nor all', { body: { username: 'employee' } }, 400, 'notificationIds'],
  ['POST mark read', 'both ids and all', { body: { username: 'employee', notificationIds: ['NTF-000001'], all: true } }, 400, 'notificationIds'],
  ['POST mark read', 'all false', { body: { username: 'employee', all: false } }, 400, 'all'],
  ['GET regularisation approvals', 'limit zero', { query: { limit: '0' } }, 400, 'query.limit'],
  ['GET flagged punches', 'limit over 100', { query: { limit: '101' } }, 400, 'query.limit'],
  ['GET flagged punches', 'unknown parameter', { query: { status: 'pending' } }, 400, 'query.status'],
  ['POST punch review', 'approve instead of accept', { body: { punchId: 'PUN-000001', action: 'approve' } }, 400, 'action'],
  ['POST punch review', 'id of another shape', { body: { punchId: 'REG-000001', action: 'reject' } }, 400, 'punchId'],
  ['POST punch review', 'unknown field', { body: { punchId: 'PUN-000001', action: 'reject', reason: 'far' } }, 400, 'reason'],
  ['POST punch review', 'comments a number', { body: { punchId: 'PUN-000001', action: 'reject', comments: 42 } }, 400, 'comments'],
  ['GET approvals waiting', 'username with a space', { params: { username: 'a b' } }, 400, 'path.username'],
  ['GET approvals waiting', 'unknown username', { params: { username: 'nobody.here' } }, 404],
  ['GET approvals waiting', 'unknown parameter', { query: { kind: 'leave' } }, 400, 'query.kind'],
  ['POST end sessions', 'username with a space', { params: { username: 'a b' } }, 400, 'path.username'],
  ['POST end sessions', 'username too long', { params: { username: 'a'.repeat(65) } }, 400, 'path.username'],
  ['POST end sessions', 'unknown parameter', { query: { all: 'true' } }, 400, 'query.all'],

  ['POST oauth token', 'grant_type missing', { rawBody: 'scope=read' }, 400, 'grant_type'],
  ['POST oauth token', 'unknown form field', { rawBody: 'grant_type=client_credentials&colour=red' }, 400, 'colour'],
  ['POST oauth token', 'a form that is not UTF-8', { rawBody: new Uint8Array(Buffer.from('grant_type=client_credentials&scope=\xff', 'latin1')) }, 400, '(body)'],
  ['POST oauth token', 'form over 16 KiB', { rawBody: `grant_type=client_credentials&scope=${'r'.repeat(17 * 1024)}` }, 413],
];

let admin: Caller;
beforeAll(async () => {
  admin = await sessionFor('admin');
});

describe('bad-input table', () => {
  it.each(ROWS)('%s: %s', async (endpoint, _what, change, status, path) => {
    const e = ENDPOINTS[endpoint];
    const res = await call(e.handler, { ...e, ...change, as: change.as ?? admin });
    expect(res.status).toBe(status);
    if (path) expect(res.json.errors.map((x: { path: string }) => x.path)).toContain(path);
    if (status >= 400) expect(res.headers.get('content-type')).toBe('application/problem+json');
  });

  it('has rows for every endpoint that takes input', () => {
    const covered = new Set(ROWS.map(([e]) => e));
    const takingInput = (Object.keys(ENDPOINTS) as EndpointName[]).filter((e) => {
      const op = ENDPOINTS[e].handler.operation;
      return op && (op.params || op.query || op.body);
    });
    expect(takingInput.filter((e) => !covered.has(e))).toEqual([]);
  });
});

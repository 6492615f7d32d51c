import { beforeAll, describe, expect, it } from 'vitest';
import { call, type Caller } from '../helpers/call';
import { makeCallers, type CallerName } from '../tables/callers';
import { API_ROUTE_FILES, servedHandlers } from '../helpers/routes';
import { ENDPOINTS, type EndpointName } from '../tables/endpoints';

/**
 * Who may call what: every endpoint against every kind of caller, on `employee`'s records.
 * `code` pins the problem code where the status alone is ambiguous. Later features add their rows.
 */
type Row = [EndpointName, CallerName, number, string?];

const ANYONE_UNAUTHENTICATED: CallerName[] = ['anonymous', 'bad key', 'revoked key', 'guest'];

function unauthenticatedRows(endpoint: EndpointName): Row[] {
  return [...ANYONE_UNAUTHENTICATED.map((c): Row => [endpoint, c, 401, 'unauthorized']), [endpoint, 'system elsewhere', 403, 'ip_not_allowed']];
}

function portalRows(endpoint: EndpointName): Row[] {
  return [
    [endpoint, 'anonymous', 401, 'unauthorized'],
    [endpoint, 'bad key', 401, 'unauthorized'],
    [endpoint, 'revoked key', 401, 'unauthorized'],
    [endpoint, 'system elsewhere', 403, 'ip_not_allowed'],
    [endpoint, 'guest', 200],
    [endpoint, 'employee', 200],
    [endpoint, 'recruiter', 200],
    [endpoint, 'system read', 200],
    [endpoint, 'system write', 403, 'insufficient_scope'],
  ];
}

/** Recruiters, hr_admin and systems with the scope get `allowed`; everyone else is refused. */
function recruitingRows(endpoint: EndpointName, allowed: number, scope: 'read' | 'write'): Row[] {
  return [
    ...unauthenticatedRows(endpoint),
    [endpoint, 'employee', 403, 'forbidden'],
    [endpoint, 'manager', 403, 'forbidden'],
    [endpoint, 'recruiter', allowed],
    [endpoint, 'admin', allowed],
    [endpoint, 'system rw', allowed],
    scope === 'read' ? [endpoint, 'system write', 403, 'insufficient_scope'] : [endpoint, 'system read', 403, 'insufficient_scope'],
  ];
}

/** A person's leave and attendance: themselves, their manager, hr_admin and read systems. */
function personalReadRows(endpoint: EndpointName): Row[] {
  return [
    ...unauthenticatedRows(endpoint),
    [endpoint, 'employee', 200],
    [endpoint, 'employee2', 403, 'forbidden'],
    [endpoint, 'manager', 200],
    [endpoint, 'recruiter', 403, 'forbidden'],
    [endpoint, 'admin', 200],
    [endpoint, 'system read', 200],
    [endpoint, 'system write', 403, 'insufficient_scope'],
  ];
}

/** The same rows, except that the career site's guest gets `status`. */
function guestGets(rows: Row[], status: number): Row[] {
  return rows.map((row): Row => (row[1] === 'guest' ? [row[0], 'guest', status] : row));
}

const ROWS: Row[] = [
  // Profile detail: the person, hr_admin and systems; never a colleague, manager or recruiter.
  ...unauthenticatedRows('GET profile detail'),
  ['GET profile detail', 'employee', 200],
  ['GET profile detail', 'employee2', 403, 'forbidden'],
  ['GET profile detail', 'manager', 403, 'forbidden'],
  ['GET profile detail', 'recruiter', 403, 'forbidden'],
  ['GET profile detail', 'admin', 200],
  ['GET profile detail', 'system rw', 200],
  ['GET profile detail', 'system read', 200],
  ['GET profile detail', 'system write', 403, 'insufficient_scope'],

  // Picture upload: the spec lists only the read scope for it.
  ...unauthenticatedRows('POST picture upload'),
  ['POST picture upload', 'employee', 200],
  ['POST picture upload', 'employee2', 403, 'forbidden'],
  ['POST picture upload', 'manager', 403, 'forbidden'],
  ['POST picture upload', 'recruiter', 403, 'forbidden'],
  ['POST picture upload', 'admin', 200],
  ['POST picture upload', 'system rw', 200],
  ['POST picture upload', 'system read', 200],
  ['POST picture upload', 'system write', 403, 'insufficient_scope'],

  // A picture by id: any colleague (the id below does not exist, so signed-in callers get 404).
  ...unauthenticatedRows('GET picture'),
  ['GET picture', 'employee', 404],
  ['GET picture', 'employee2', 404],
  ['GET picture', 'system read', 404],
  ['GET picture', 'system write', 403, 'insufficient_scope'],

  // Directory: every colleague and read systems.
  ...unauthenticatedRows('GET directory list'),
  ['GET directory list', 'employee', 200],
  ['GET directory list', 'employee2', 200],
  ['GET directory list', 'manager', 200],
  ['GET directory list', 'recruiter', 200],
  ['GET directory list', 'admin', 200],
  ['GET directory list', 'system read', 200],
  ['GET directory list', 'system write', 403, 'insufficient_scope'],

  ...unauthenticatedRows('GET directory filters'),
  ['GET directory filters', 'employee2', 200],
  ['GET directory filters', 'system read', 200],
  ['GET directory filters', 'system write', 403, 'insufficient_scope'],

  // Career portal: anyone who can read, including the career site's guest; never without credentials.
  ...portalRows('GET portal jobs'),
  ...portalRows('GET portal job'),
  ...portalRows('GET portal job locations'),
  ...portalRows('GET portal job units'),

  // Job management: recruiters, hr_admin and systems (read for GET, write otherwise).
  ...recruitingRows('GET jobs', 200, 'read'),
  ...recruitingRows('POST job', 200, 'write'),
  ...recruitingRows('GET job', 200, 'read'),
  ...recruitingRows('PUT job', 404, 'write'),
  ...recruitingRows('POST job status', 404, 'write'),
  ...recruitingRows('POST job publication', 200, 'write'),

  // Candidates: recruiters, hr_admin and write systems; a guest only applying to a job (here an unknown
  // one, so everyone let through gets 404 and nothing is written).
  ...guestGets(recruitingRows('POST candidate', 404, 'write'), 404),
  ['POST candidate', 'employee2', 403, 'forbidden'],
  ...recruitingRows('GET candidates', 200, 'read'),
  ...recruitingRows('GET candidate', 404, 'read'),
  ...recruitingRows('GET candidate resume', 404, 'read'),
  ...recruitingRows('POST candidate status', 404, 'write'),
  // Resume parsing stores nothing: the read scope is enough, and anyone who may apply or refer may use it.
  ...unauthenticatedRows('POST parse resume').filter(([, caller]) => caller !== 'guest'),
  ['POST parse resume', 'guest', 200],
  ['POST parse resume', 'employee', 200],
  ['POST parse resume', 'manager', 200],
  ['POST parse resume', 'recruiter', 200],
  ['POST parse resume', 'system read', 200],
  ['POST parse resume', 'system write', 403, 'insufficient_scope'],

  // Referral job search: every colleague and read systems; not the career site's guest.
  ...unauthenticatedRows('GET referral jobs'),
  ['GET referral jobs', 'employee', 200],
  ['GET referral jobs', 'manager', 200],
  ['GET referral jobs', 'recruiter', 200],
  ['GET referral jobs', 'system read', 200],
  ['GET referral jobs', 'system write', 403, 'insufficient_scope'],

  // Referring: in one's own name (here employee's, to a job that does not exist, so 404), or anyone's
  // as hr_admin or a write system.
  ...unauthenticatedRows('POST refer'),
  ['POST refer', 'employee', 404, 'not_found'],
  ['POST refer', 'employee2', 403, 'forbidden'],
  ['POST refer', 'manager', 403, 'forbidden'],
  ['POST refer', 'recruiter', 403, 'forbidden'],
  ['POST refer', 'admin', 404, 'not_found'],
  ['POST refer', 'system rw', 404, 'not_found'],
  ['POST refer', 'system read', 403, 'insufficient_scope'],

  // A person's referrals: the person, hr_admin and systems; nobody else, not even recruiters.
  ...unauthenticatedRows('GET user referrals'),
  ['GET user referrals', 'employee', 200],
  ['GET user referrals', 'employee2', 403, 'forbidden'],
  ['GET user referrals', 'manager', 403, 'forbidden'],
  ['GET user referrals', 'recruiter', 403, 'forbidden'],
  ['GET user referrals', 'admin', 200],
  ['GET user referrals', 'system read', 200],
  ['GET user referrals', 'system write', 403, 'insufficient_scope'],

  // The pipeline: recruiters, hr_admin and systems (a referrer may withdraw their own: tests/api/referrals.test.ts).
  ...recruitingRows('GET referrals', 200, 'read'),
  ...recruitingRows('POST referral status', 404, 'write'),

  // Leave: a person applies for themselves (here a Sunday: 400 once let through); hr_admin and systems for
  // anyone. The spec lists only the read scope for applying.
  ...unauthenticatedRows('POST leave apply'),
  ['POST leave apply', 'employee', 400, 'validation_failed'],
  ['POST leave apply', 'employee2', 403, 'forbidden'],
  ['POST leave apply', 'manager', 403, 'forbidden'],
  ['POST leave apply', 'recruiter', 403, 'forbidden'],
  ['POST leave apply', 'admin', 400, 'validation_failed'],
  ['POST leave apply', 'system read', 400, 'validation_failed'],
  ['POST leave apply', 'system write', 403, 'insufficient_scope'],
  // Reading leave: the person, their manager, hr_admin and systems; employee2 and recruiters never.
  ...personalReadRows('GET leave balance'),
  ...personalReadRows('GET leave history'),
  ...personalReadRows('GET leave calendar'),
  // Acting on a request that does not exist: 404 for everyone with the write scope (who may act on a
  // real one: tests/api/leave.test.ts).
  ...unauthenticatedRows('POST leave action'),
  ['POST leave action', 'employee2', 404, 'not_found'],
  ['POST leave action', 'manager', 404, 'not_found'],
  ['POST leave action', 'system rw', 404, 'not_found'],
  ['POST leave action', 'system read', 403, 'insufficient_scope'],
  // The queue of decisions is filtered to what the caller may decide (empty for most).
  ...unauthenticatedRows('GET leave approvals'),
  ['GET leave approvals', 'employee', 200],
  ['GET leave approvals', 'manager', 200],
  ['GET leave approvals', 'system read', 200],
  ['GET leave approvals', 'system write', 403, 'insufficient_scope'],
  // Attendance: a person punches and regularises for themselves (here too long ago: 400 once let through);
  // hr_admin and systems for anyone. The spec lists only the read scope for both.
  ...(['POST punch', 'POST regularise'] as const).flatMap((endpoint): Row[] => [
    ...unauthenticatedRows(endpoint),
    [endpoint, 'employee', 400, 'validation_failed'],
    [endpoint, 'employee2', 403, 'forbidden'],
    [endpoint, 'manager', 403, 'forbidden'],
    [endpoint, 'recruiter', 403, 'forbidden'],
    [endpoint, 'admin', 400, 'validation_failed'],
    [endpoint, 'system read', 400, 'validation_failed'],
    [endpoint, 'system write', 403, 'insufficient_scope'],
  ]),
  ...personalReadRows('GET attendance list'),
  ...personalReadRows('GET punch detail'),
  // Deciding a request that does not exist: 404 for everyone with the write scope (who may decide a real
  // one: tests/api/attendance-regularise.test.ts).
  ...unauthenticatedRows('POST regularisation action'),
  ['POST regularisation action', 'employee2', 404, 'not_found'],
  ['POST regularisation action', 'manager', 404, 'not_found'],
  ['POST regularisation action', 'system rw', 404, 'not_found'],
  ['POST regularisation action', 'system read', 403, 'insufficient_scope'],
  ...unauthenticatedRows('GET regularisation approvals'),
  ['GET regularisation approvals', 'employee', 200],
  ['GET regularisation approvals', 'manager', 200],
  ['GET regularisation approvals', 'system read', 200],
  ['GET regularisation approvals', 'system write', 403, 'insufficient_scope'],
  // Payroll: the person, hr_admin and read systems; never a manager (DESIGN.md section 4).
  ...(['GET payroll periods', 'GET form16', 'GET form16 pdf', 'GET payslip'] as const).flatMap((endpoint): Row[] => {
    const found = endpoint === 'GET payroll periods' ? 200 : 404;
    return [
      ...unauthenticatedRows(endpoint),
      [endpoint, 'employee', found],
      [endpoint, 'employee2', 403, 'forbidden'],
      [endpoint, 'manager', 403, 'forbidden'],
      [endpoint, 'recruiter', 403, 'forbidden'],
      [endpoint, 'admin', found],
      [endpoint, 'system read', found],
      [endpoint, 'system write', 403, 'insufficient_scope'],
    ];
  }),
  // The import: hr_admin and write systems only (here naming nobody: 400 once let through).
  ...unauthenticatedRows('POST payroll import'),
  ['POST payroll import', 'employee', 403, 'forbidden'],
  ['POST payroll import', 'manager', 403, 'forbidden'],
  ['POST payroll import', 'recruiter', 403, 'forbidden'],
  ['POST payroll import', 'admin', 400, 'validation_failed'],
  ['POST payroll import', 'system rw', 400, 'validation_failed'],
  ['POST payroll import', 'system read', 403, 'insufficient_scope'],
  // The bot's notify is for systems only: a browser session is no credential for it (401, as the spec says).
  ...unauthenticatedRows('POST notify'),
  ['POST notify', 'employee', 401, 'unauthorized'],
  ['POST notify', 'admin', 401, 'unauthorized'],
  ['POST notify', 'system rw', 404, 'not_found'],
  ['POST notify', 'system write', 404, 'not_found'],
  ['POST notify', 'system read', 403, 'insufficient_scope'],
  ...unauthenticatedRows('GET notification status'),
  ['GET notification status', 'employee', 403, 'forbidden'],
  ['GET notification status', 'manager', 403, 'forbidden'],
  ['GET notification status', 'admin', 404, 'not_found'],
  ['GET notification status', 'system read', 404, 'not_found'],
  ['GET notification status', 'system write', 403, 'insufficient_scope'],
  // An inbox: its owner, hr_admin and systems; never a manager or anyone else.
  ...(['GET inbox', 'GET unread count'] as const).flatMap((endpoint): Row[] => [
    ...unauthenticatedRows(endpoint),
    [endpoint, 'employee', 200],
    [endpoint, 'employee2', 403, 'forbidden'],
    [endpoint, 'manager', 403, 'forbidden'],
    [endpoint, 'admin', 200],
    [endpoint, 'system read', 200],
    [endpoint, 'system write', 403, 'insufficient_scope'],
  ]),
  ...unauthenticatedRows('POST mark read'),
  ['POST mark read', 'employee', 404, 'not_found'],
  ['POST mark read', 'employee2', 403, 'forbidden'],
  ['POST mark read', 'manager', 403, 'forbidden'],
  ['POST mark read', 'admin', 404, 'not_found'],
  ['POST mark read', 'system rw', 404, 'not_found'],
  ['POST mark read', 'system read', 403, 'insufficient_scope'],

  // The token endpoint takes only client credentials: no session or API key can mint a token.
  ['POST oauth token', 'anonymous', 401, 'unauthorized'],
  ['POST oauth token', 'guest', 401, 'unauthorized'],
  ['POST oauth token', 'admin', 401, 'unauthorized'],
  ['POST oauth token', 'system rw', 401, 'unauthorized'],

  // Public on purpose (docs/decisions.md): liveness probe and API reference.
  ['GET health', 'anonymous', 200],
  ['GET openapi document', 'anonymous', 200],
];

let callers: Record<CallerName, Caller>;
beforeAll(async () => {
  callers = await makeCallers();
});

describe('authorization table', () => {
  it.each(ROWS)('%s as %s -> %i %s', async (endpoint, caller, status, code) => {
    const e = ENDPOINTS[endpoint];
    const res = await call(e.handler, { ...e, as: callers[caller] });
    expect(res.status).toBe(status);
    if (code) expect(res.json.code).toBe(code);
  });

  it('covers every endpoint the app serves', async () => {
    const covered = new Set(ROWS.map(([e]) => ENDPOINTS[e].handler));
    const missing: string[] = [];
    for (const route of API_ROUTE_FILES) {
      for (const { method, handler } of await servedHandlers(route.file)) if (!covered.has(handler)) missing.push(`${method} ${route.path}`);
    }
    expect(missing, 'add these to tests/tables/endpoints.ts and rows here').toEqual([]);
  });
});

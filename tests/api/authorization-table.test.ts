import { beforeAll, describe, expect, it } from 'vitest';
import { call, type Caller } from '../helpers/call';
import { CALLER_NAMES, makeCallers, type CallerName } from '../tables/callers';
import { API_ROUTE_FILES, servedHandlers } from '../helpers/routes';
import { ENDPOINTS, type EndpointCall, type EndpointName } from '../tables/endpoints';

/**
 * Who may call what: every endpoint against every kind of caller, on `employee`'s records.
 * `code` pins the problem code where the status alone is ambiguous. Later features add their rows.
 */
type Row = [EndpointName, CallerName, number, string?];

const ANYONE_UNAUTHENTICATED: CallerName[] = ['anonymous', 'bad key', 'revoked key', 'guest'];
const PEOPLE: CallerName[] = ['employee', 'employee2', 'manager', 'recruiter', 'admin'];

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
    ...PEOPLE.map((c): Row => [endpoint, c, 200]),
    [endpoint, 'system rw', 200],
    [endpoint, 'system read', 200],
    [endpoint, 'system write', 403, 'insufficient_scope'],
  ];
}

/** Recruiters, hr_admin and systems with the scope get `allowed`; everyone else is refused. */
function recruitingRows(endpoint: EndpointName, allowed: number, scope: 'read' | 'write'): Row[] {
  return [
    ...unauthenticatedRows(endpoint),
    [endpoint, 'employee', 403, 'forbidden'],
    [endpoint, 'employee2', 403, 'forbidden'],
    [endpoint, 'manager', 403, 'forbidden'],
    [endpoint, 'recruiter', allowed],
    [endpoint, 'admin', allowed],
    [endpoint, 'system rw', allowed],
    ...scopeRows(endpoint, allowed, scope),
  ];
}

/** A system holding only `scope` gets `allowed`; one holding only the other scope is refused. */
function scopeRows(endpoint: EndpointName, allowed: number, scope: 'read' | 'write'): Row[] {
  return scope === 'read'
    ? [
        [endpoint, 'system read', allowed],
        [endpoint, 'system write', 403, 'insufficient_scope'],
      ]
    : [
        [endpoint, 'system write', allowed],
        [endpoint, 'system read', 403, 'insufficient_scope'],
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
    [endpoint, 'system rw', 200],
    [endpoint, 'system read', 200],
    [endpoint, 'system write', 403, 'insufficient_scope'],
  ];
}

/** Every caller gets `status`, credentials or not (the public endpoints, and the token endpoint that wants client credentials). */
function everyoneRows(endpoint: EndpointName, status: number, code?: string): Row[] {
  return CALLER_NAMES.filter((c) => c !== 'bearer').map((c): Row => (code ? [endpoint, c, status, code] : [endpoint, c, status]));
}

/**
 * A bearer token of a read-write client is the same system as that client's API key: every row of
 * `system rw` is also a row of `bearer`.
 */
function withBearer(rows: Row[]): Row[] {
  return rows.flatMap((row): Row[] => (row[1] === 'system rw' ? [row, [row[0], 'bearer', ...(row.slice(2) as [number, string?])]] : [row]));
}

/** The same rows, except that the career site's guest gets `status`. */
function guestGets(rows: Row[], status: number): Row[] {
  return rows.map((row): Row => (row[1] === 'guest' ? [row[0], 'guest', status] : row));
}

const ROWS: Row[] = withBearer([
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
  ...PEOPLE.map((c): Row => ['GET picture', c, 404]),
  ['GET picture', 'system rw', 404],
  ['GET picture', 'system read', 404],
  ['GET picture', 'system write', 403, 'insufficient_scope'],

  // Directory: every colleague and read systems.
  ...(['GET directory list', 'GET directory filters'] as const).flatMap((endpoint): Row[] => [
    ...unauthenticatedRows(endpoint),
    ...PEOPLE.map((c): Row => [endpoint, c, 200]),
    [endpoint, 'system rw', 200],
    [endpoint, 'system read', 200],
    [endpoint, 'system write', 403, 'insufficient_scope'],
  ]),

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
  ...recruitingRows('GET job applications', 200, 'read'),
  ...recruitingRows('POST job publication', 200, 'write'),

  // Candidates: recruiters, hr_admin and write systems; a guest only applying to a job (here an unknown
  // one, so everyone let through gets 404 and nothing is written).
  ...guestGets(recruitingRows('POST candidate', 404, 'write'), 404),
  ...recruitingRows('GET candidates', 200, 'read'),
  ...recruitingRows('GET candidate', 404, 'read'),
  ...recruitingRows('GET candidate resume', 404, 'read'),
  ...recruitingRows('POST candidate status', 404, 'write'),
  ...recruitingRows('POST candidate note', 404, 'write'),
  // Resume parsing stores nothing: the read scope is enough, and anyone who may apply or refer may use it.
  ...unauthenticatedRows('POST parse resume').filter(([, caller]) => caller !== 'guest'),
  ['POST parse resume', 'guest', 200],
  ...PEOPLE.map((c): Row => ['POST parse resume', c, 200]),
  ['POST parse resume', 'system rw', 200],
  ['POST parse resume', 'system read', 200],
  ['POST parse resume', 'system write', 403, 'insufficient_scope'],

  // Referral job search: every colleague and read systems; not the career site's guest.
  ...unauthenticatedRows('GET referral jobs'),
  ...PEOPLE.map((c): Row => ['GET referral jobs', c, 200]),
  ['GET referral jobs', 'system rw', 200],
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
  ['POST refer', 'system write', 404, 'not_found'],
  ['POST refer', 'system read', 403, 'insufficient_scope'],

  // A person's referrals: the person, hr_admin and systems; nobody else, not even recruiters.
  ...unauthenticatedRows('GET user referrals'),
  ['GET user referrals', 'employee', 200],
  ['GET user referrals', 'employee2', 403, 'forbidden'],
  ['GET user referrals', 'manager', 403, 'forbidden'],
  ['GET user referrals', 'recruiter', 403, 'forbidden'],
  ['GET user referrals', 'admin', 200],
  ['GET user referrals', 'system rw', 200],
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
  ['POST leave apply', 'system rw', 400, 'validation_failed'],
  ['POST leave apply', 'system read', 400, 'validation_failed'],
  ['POST leave apply', 'system write', 403, 'insufficient_scope'],
  // Reading leave: the person, their manager, hr_admin and systems; employee2 and recruiters never.
  ...personalReadRows('GET leave balance'),
  ...personalReadRows('GET leave history'),
  ...personalReadRows('GET leave calendar'),
  // Acting on a request that does not exist: 404 for everyone with the write scope (who may act on a
  // real one: tests/api/leave.test.ts).
  ...unauthenticatedRows('POST leave action'),
  ...PEOPLE.map((c): Row => ['POST leave action', c, 404, 'not_found']),
  ['POST leave action', 'system rw', 404, 'not_found'],
  ...scopeRows('POST leave action', 404, 'write'),
  // The queue of decisions is filtered to what the caller may decide (empty for most).
  ...unauthenticatedRows('GET leave approvals'),
  ...PEOPLE.map((c): Row => ['GET leave approvals', c, 200]),
  ['GET leave approvals', 'system rw', 200],
  ...scopeRows('GET leave approvals', 200, 'read'),
  // A team's leave: the manager, hr_admin and read systems; the manager's own reports and other managers never.
  ...unauthenticatedRows('GET team leave'),
  ['GET team leave', 'employee', 403, 'forbidden'],
  ['GET team leave', 'employee2', 403, 'forbidden'],
  ['GET team leave', 'manager', 200],
  ['GET team leave', 'recruiter', 403, 'forbidden'],
  ['GET team leave', 'admin', 200],
  ['GET team leave', 'system rw', 200],
  ...scopeRows('GET team leave', 200, 'read'),
  // Attendance: a person punches and regularises for themselves (here too long ago: 400 once let through);
  // hr_admin and systems for anyone. The spec lists only the read scope for both.
  ...(['POST punch', 'POST regularise'] as const).flatMap((endpoint): Row[] => [
    ...unauthenticatedRows(endpoint),
    [endpoint, 'employee', 400, 'validation_failed'],
    [endpoint, 'employee2', 403, 'forbidden'],
    [endpoint, 'manager', 403, 'forbidden'],
    [endpoint, 'recruiter', 403, 'forbidden'],
    [endpoint, 'admin', 400, 'validation_failed'],
    [endpoint, 'system rw', 400, 'validation_failed'],
    [endpoint, 'system read', 400, 'validation_failed'],
    [endpoint, 'system write', 403, 'insufficient_scope'],
  ]),
  ...personalReadRows('GET attendance list'),
  ...personalReadRows('GET punch detail'),
  // Deciding a request that does not exist: 404 for everyone with the write scope (who may decide a real
  // one: tests/api/attendance-regularise.test.ts).
  ...unauthenticatedRows('POST regularisation action'),
  ...PEOPLE.map((c): Row => ['POST regularisation action', c, 404, 'not_found']),
  ['POST regularisation action', 'system rw', 404, 'not_found'],
  ...scopeRows('POST regularisation action', 404, 'write'),
  ...unauthenticatedRows('GET regularisation approvals'),
  ...PEOPLE.map((c): Row => ['GET regularisation approvals', c, 200]),
  ['GET regularisation approvals', 'system rw', 200],
  ...scopeRows('GET regularisation approvals', 200, 'read'),
  // Flagged punches: the same as regularisations (who may review a real one: tests/api/punch-review.test.ts).
  ...unauthenticatedRows('POST punch review'),
  ...PEOPLE.map((c): Row => ['POST punch review', c, 404, 'not_found']),
  ['POST punch review', 'system rw', 404, 'not_found'],
  ...scopeRows('POST punch review', 404, 'write'),
  ...unauthenticatedRows('GET flagged punches'),
  ...PEOPLE.map((c): Row => ['GET flagged punches', c, 200]),
  ['GET flagged punches', 'system rw', 200],
  ...scopeRows('GET flagged punches', 200, 'read'),
  // What waits for manager's decision: manager themselves, hr_admin and read systems; people without an
  // approver's role are refused whoever they ask about.
  ...unauthenticatedRows('GET approvals waiting'),
  ['GET approvals waiting', 'employee', 403, 'forbidden'],
  ['GET approvals waiting', 'employee2', 403, 'forbidden'],
  ['GET approvals waiting', 'manager', 200],
  ['GET approvals waiting', 'recruiter', 403, 'forbidden'],
  ['GET approvals waiting', 'admin', 200],
  ['GET approvals waiting', 'system rw', 200],
  ...scopeRows('GET approvals waiting', 200, 'read'),
  // Payroll: the person, hr_admin and read systems; never a manager, as pay is private even from one's manager.
  ...(['GET payroll periods', 'GET form16', 'GET form16 pdf', 'GET payslip', 'GET payslip pdf'] as const).flatMap((endpoint): Row[] => {
    const found = endpoint === 'GET payroll periods' ? 200 : 404;
    return [
      ...unauthenticatedRows(endpoint),
      [endpoint, 'employee', found],
      [endpoint, 'employee2', 403, 'forbidden'],
      [endpoint, 'manager', 403, 'forbidden'],
      [endpoint, 'recruiter', 403, 'forbidden'],
      [endpoint, 'admin', found],
      [endpoint, 'system rw', found],
      [endpoint, 'system read', found],
      [endpoint, 'system write', 403, 'insufficient_scope'],
    ];
  }),
  // The import: hr_admin and write systems only (here naming nobody: 400 once let through).
  ...unauthenticatedRows('POST payroll import'),
  ...(['employee', 'employee2', 'manager', 'recruiter'] as const).map((c): Row => ['POST payroll import', c, 403, 'forbidden']),
  ['POST payroll import', 'admin', 400, 'validation_failed'],
  ['POST payroll import', 'system rw', 400, 'validation_failed'],
  ...scopeRows('POST payroll import', 400, 'write'),
  // The bot's notify is for systems only: a browser session is no credential for it (401, as the spec says).
  ...unauthenticatedRows('POST notify'),
  ...PEOPLE.map((c): Row => ['POST notify', c, 401, 'unauthorized']),
  ['POST notify', 'system rw', 404, 'not_found'],
  ...scopeRows('POST notify', 404, 'write'),
  // A notification's delivery status: hr_admin and systems; not its recipient or anyone else.
  ...unauthenticatedRows('GET notification status'),
  ...(['employee', 'employee2', 'manager', 'recruiter'] as const).map((c): Row => ['GET notification status', c, 403, 'forbidden']),
  ['GET notification status', 'admin', 404, 'not_found'],
  ['GET notification status', 'system rw', 404, 'not_found'],
  ...scopeRows('GET notification status', 404, 'read'),
  // An inbox: its owner, hr_admin and systems; never a manager or anyone else.
  ...(['GET inbox', 'GET unread count'] as const).flatMap((endpoint): Row[] => [
    ...unauthenticatedRows(endpoint),
    [endpoint, 'employee', 200],
    [endpoint, 'employee2', 403, 'forbidden'],
    [endpoint, 'manager', 403, 'forbidden'],
    [endpoint, 'recruiter', 403, 'forbidden'],
    [endpoint, 'admin', 200],
    [endpoint, 'system rw', 200],
    ...scopeRows(endpoint, 200, 'read'),
  ]),
  ...unauthenticatedRows('POST mark read'),
  ['POST mark read', 'employee', 404, 'not_found'],
  ['POST mark read', 'employee2', 403, 'forbidden'],
  ['POST mark read', 'manager', 403, 'forbidden'],
  ['POST mark read', 'recruiter', 403, 'forbidden'],
  ['POST mark read', 'admin', 404, 'not_found'],
  ['POST mark read', 'system rw', 404, 'not_found'],
  ...scopeRows('POST mark read', 404, 'write'),

  // Ending a person's sessions: hr_admin and systems with write; nobody else, not even for themselves.
  ...unauthenticatedRows('POST end sessions'),
  ...(['employee', 'employee2', 'manager', 'recruiter'] as const).map((c): Row => ['POST end sessions', c, 403, 'forbidden']),
  ['POST end sessions', 'admin', 404, 'not_found'],
  ['POST end sessions', 'system rw', 404, 'not_found'],
  ...scopeRows('POST end sessions', 404, 'write'),

  // The token endpoint takes only client credentials: no session, API key or token can mint a token.
  ...everyoneRows('POST oauth token', 401, 'unauthorized'),

  // Public on purpose (docs/decisions.md): liveness probe and API reference.
  ...everyoneRows('GET health', 200),
  ...everyoneRows('GET openapi document', 200),
]);

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

  it('has exactly one row for every endpoint and every caller', () => {
    const cells = ROWS.map(([endpoint, caller]) => `${endpoint} as ${caller}`);
    const expected = Object.keys(ENDPOINTS).flatMap((endpoint) => CALLER_NAMES.map((caller) => `${endpoint} as ${caller}`));
    expect(
      expected.filter((cell) => !cells.includes(cell)),
      'add a row for each of these',
    ).toEqual([]);
    expect(cells.filter((cell, i) => cells.indexOf(cell) !== i), 'these cells have two rows').toEqual([]);
  });

  it('covers every method of every route file under app/api', async () => {
    const listed = Object.values(ENDPOINTS).map((e: EndpointCall) => ({ handler: e.handler, method: e.method, path: e.path }));
    const missing: string[] = [];
    for (const route of API_ROUTE_FILES) {
      for (const { method, handler } of await servedHandlers(route.file)) {
        const entry = listed.find((e) => e.handler === handler);
        // The entry must send that method to a concrete path of that route, and the operation must describe that route.
        const pathOfRoute = new RegExp(`^${route.path.replace(/\{[^}]+\}/g, '[^/]+')}$`);
        const fits = entry && entry.method === method && pathOfRoute.test(entry.path) && handler.operation?.path === route.path;
        if (!fits) missing.push(`${method} ${route.path}`);
      }
    }
    expect(missing, 'add these to tests/tables/endpoints.ts (and their rows here)').toEqual([]);
  });
});

import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb, isPostgres } from '@/db/client';
import { candidates, employees, jobs, notifications, referrals } from '@/db/schema';
import { GET as boardRoute, POST as referRoute } from '@/app/api/referrals/v1/refer/route';
import { GET as mineRoute } from '@/app/api/referrals/v1/refer/user/[username]/route';
import { POST as moveRoute } from '@/app/api/referrals/v1/refer/[referralId]/status/route';
import { POST as candidateRoute } from '@/app/api/v1/candidate/route';
import { GET as candidateGetRoute } from '@/app/api/v1/candidate/[candidateId]/route';
import { candidateMoveScope } from '@/lib/applications/pipeline';
import { addDays, orgDate } from '@/lib/time';
import { call, sessionFor, systemKey, type Caller } from '../helpers/call';
import { PNG_1PX } from '../helpers/fixtures';
import { makeJob } from '../helpers/jobs';
import { holdWrite, stillWaiting } from '../helpers/held-write';
import { postgresRoundTrips } from '../helpers/round-trips';

let employee: Caller;
let employee2: Caller;
let manager: Caller;
let recruiter: Caller;
let admin: Caller;
let jobCode: string;
let otherJobCode: string;
beforeAll(async () => {
  employee = await sessionFor('employee');
  employee2 = await sessionFor('employee2');
  manager = await sessionFor('manager');
  recruiter = await sessionFor('recruiter');
  admin = await sessionFor('admin');
  jobCode = await makeJob(recruiter);
  otherJobCode = await makeJob(recruiter);
});

let seq = 0;
/** A friend with contacts no other test uses. */
function friend(overrides: Record<string, unknown> = {}) {
  seq += 1;
  return {
    candidateName: 'Meera Nair Pillai',
    email: `meera.${seq}@example.com`,
    mobileNumber: `+91 97${String(seq).padStart(8, '0')}`,
    expInYear: 4,
    expInMonth: 6,
    jobCode,
    skills: 'Java, Spring Boot; SQL, java',
    ...overrides,
  };
}

const refer = (body: unknown, as: Caller = employee, headers: Record<string, string> = {}) => call(referRoute, { as, body, headers });
const move = (referralId: string, status: string, as: Caller = recruiter, note?: string) => call(moveRoute, { as, params: { referralId }, body: { status, note } });
const mine = (username: string, as: Caller, query: Record<string, string> = { offset: '0', limit: '100' }) => call(mineRoute, { as, params: { username }, query });

async function referred(body = friend(), as: Caller = employee): Promise<string> {
  const res = await refer(body, as);
  expect(res.status, res.text).toBe(200);
  return res.json.referralId;
}

async function candidateRow(candidateId: string) {
  const [row] = await getDb().select().from(candidates).where(eq(candidates.candidateId, candidateId));
  return row;
}

describe('POST /api/referrals/v1/refer', () => {
  it('records the referral as submitted and creates a candidate whose source is the referral and its referrer', async () => {
    const body = friend();
    const res = await refer(body);
    expect(res.status, res.text).toBe(200);
    expect(res.json).toMatchObject({ status: 'submitted', jobCode, referrer: 'employee', applicationId: expect.stringMatching(/^APP-\d{6}$/) });
    expect(res.json.referralId).toMatch(/^REF-\d{6}$/);
    const candidate = await candidateRow(res.json.candidateId);
    expect(candidate).toMatchObject({ firstName: 'Meera', lastName: 'Nair Pillai', expInYears: 4, expInMonths: 6, stage: 'applied' });
    // The referral is the candidate's application to the job, with the referrer named.
    const record = await call(candidateGetRoute, { as: recruiter, params: { candidateId: res.json.candidateId } });
    expect(record.json.applications).toMatchObject([
      { applicationId: res.json.applicationId, jobCode, stage: 'applied', source: 'referral', referralId: res.json.referralId, referrer: { username: 'employee' } },
    ]);
    expect(record.json.applications[0].referrer.displayName).not.toBe('employee');
    const { items } = (await mine('employee', employee)).json;
    const item = items.find((i: { referralId: string }) => i.referralId === res.json.referralId);
    expect(item.candidate).toMatchObject({ name: 'Meera Nair Pillai', email: body.email, skills: 'Java, Spring Boot; SQL, java', hasResume: false });
    expect(item.bonus).toEqual({ amount: 50_000, currencyCode: 'INR', status: 'pending', dueOn: null });
  });

  it.skipIf(!isPostgres(getDb()))('sends a new person’s candidate, application and referral with the COMMIT on PostgreSQL', async () => {
    const { result: res, sent } = await postgresRoundTrips(() => refer(friend()));
    expect(res.status, res.text).toBe(200);
    // The BEGIN with the checks (which draw the three ids), the COMMIT with every row.
    expect(sent).toHaveLength(2);
    const candidate = await candidateRow(res.json.candidateId);
    expect(candidate?.candidateId).toBe(`CAND-${String(candidate?.id).padStart(6, '0')}`);
    const [referral] = await getDb().select().from(referrals).where(eq(referrals.referralId, res.json.referralId));
    expect(referral).toMatchObject({ referralId: `REF-${String(referral?.id).padStart(6, '0')}`, candidateId: candidate?.id });
    const record = await call(candidateGetRoute, { as: recruiter, params: { candidateId: res.json.candidateId } });
    expect(record.json.applications).toMatchObject([{ applicationId: res.json.applicationId, referralId: res.json.referralId, stage: 'applied' }]);
  });

  it.skipIf(!isPostgres(getDb()))('finds a resume stored already with its checks, adding no round trip, on PostgreSQL', async () => {
    const resume = { resume: Buffer.from(`Mary Jackson, engineer ${seq}`).toString('base64'), resumeExtension: 'txt' };
    const first = await refer(friend(resume));
    expect(first.status, first.text).toBe(200);
    const { result: res, sent } = await postgresRoundTrips(() => refer(friend(resume)));
    expect(res.status, res.text).toBe(200);
    expect(sent).toHaveLength(2);
    const [again, before] = await Promise.all([candidateRow(res.json.candidateId), candidateRow(first.json.candidateId)]);
    expect(again?.resumeFileId).toEqual(expect.any(Number));
    expect(again?.resumeFileId).toBe(before?.resumeFileId);
  });

  it('draws no numbers for a referral it refuses: the next referral’s follow the last one’s', async () => {
    const number = (code: string) => Number(code.slice(code.indexOf('-') + 1));
    const body = friend();
    const last = await refer(body);
    expect(last.status, last.text).toBe(200);
    // Refused after the statement that draws them: a new person named by a referrer who is no employee,
    // or referred to a job closed to referrals, and the same person referred to the same job again.
    const closed = await makeJob(recruiter, { publishedForReferral: false });
    expect((await refer(friend({ userName: 'nobody-here' }), admin)).status).toBe(400);
    expect((await refer(friend({ jobCode: closed }))).status).toBe(400);
    expect((await refer(body)).json.code).toBe('duplicate_referral');
    const next = await refer(friend());
    expect(next.status, next.text).toBe(200);
    for (const field of ['candidateId', 'applicationId', 'referralId']) expect(number(next.json[field]), field).toBe(number(last.json[field]) + 1);
  });

  it('splits the skills string into the candidate’s skills, without repeats', async () => {
    const res = await refer(friend());
    const [row] = await getDb().select({ id: candidates.id }).from(candidates).where(eq(candidates.candidateId, res.json.candidateId));
    const skills = await getDb().query.candidateTags.findMany({ where: (t, { eq: is }) => is(t.candidateId, row?.id ?? 0), orderBy: (t, { asc }) => asc(t.position) });
    expect(skills.map((t) => t.value)).toEqual(['Java', 'Spring Boot', 'SQL']);
  });

  it('links the person already on file instead of creating a second candidate', async () => {
    const body = friend();
    const existing = await call(candidateRoute, { as: recruiter, body: { firstName: 'Meera', primaryEmail: body.email.toUpperCase() } });
    expect(existing.status).toBe(200);
    const res = await refer(body);
    expect(res.json.candidateId).toBe(existing.json.candidateId);
    expect((await candidateRow(existing.json.candidateId))?.stage).toBe('applied');
  });

  it('links the person with the same e-mail when another has the same mobile number, and by mobile alone', async () => {
    const body = friend();
    const byMobile = await call(candidateRoute, { as: recruiter, body: { firstName: 'Mobile', mobileNumber: body.mobileNumber } });
    const byEmail = await call(candidateRoute, { as: recruiter, body: { firstName: 'Email', primaryEmail: body.email } });
    expect([byMobile.status, byEmail.status]).toEqual([200, 200]);
    expect((await refer(body)).json.candidateId).toBe(byEmail.json.candidateId);
    const res = await refer({ ...body, email: undefined, jobCode: otherJobCode });
    expect(res.status, res.text).toBe(200);
    expect(res.json.candidateId).toBe(byMobile.json.candidateId);
  });

  it('refers the same person to another job under the same candidate', async () => {
    const body = friend();
    const first = await refer(body);
    const second = await refer({ ...body, jobCode: otherJobCode }, employee2);
    expect(second.status, second.text).toBe(200);
    expect(second.json.candidateId).toBe(first.json.candidateId);
  });

  it('refuses the same person referred to the same job again, by e-mail in any case or mobile in any format, naming the first referral', async () => {
    const body = friend();
    const firstId = await referred(body);
    for (const again of [{ ...body, mobileNumber: undefined, email: body.email.toUpperCase() }, { ...body, email: undefined, mobileNumber: body.mobileNumber.replace('+91 ', '0') }]) {
      const res = await refer(again, employee2);
      expect(res.status).toBe(400);
      expect(res.json.code).toBe('duplicate_referral');
      expect(res.json.referralId).toBe(firstId);
      expect(res.json.detail).toContain(firstId);
      expect(res.json.errors[0].path).toBe(again.email ? 'email' : 'mobileNumber');
    }
  });

  it('lets one of several simultaneous referrals of the same person through', async () => {
    const body = friend();
    const answers = await Promise.all(Array.from({ length: 6 }, () => refer(body)));
    expect(answers.filter((r) => r.status === 200)).toHaveLength(1);
    expect(answers.filter((r) => r.status === 400 && r.json.code === 'duplicate_referral')).toHaveLength(5);
  });

  it('refers one new person to several jobs at once as one candidate with an application to each', async () => {
    const body = friend();
    const jobCodes = [jobCode, otherJobCode, await makeJob(recruiter), await makeJob(recruiter)];
    const answers = await Promise.all(jobCodes.map((code, i) => refer({ ...body, jobCode: code }, i % 2 ? employee2 : employee)));
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    const candidateIds = new Set(answers.map((r) => r.json.candidateId));
    expect(candidateIds.size).toBe(1);
    const record = await call(candidateGetRoute, { as: recruiter, params: { candidateId: [...candidateIds][0] } });
    expect(record.json.applications.map((a: { jobCode: string }) => a.jobCode).sort()).toEqual([...jobCodes].sort());
  });

  it.skipIf(!isPostgres(getDb()))('waits for a stage move of the person on file, whose candidate’s key it takes once found, on PostgreSQL', async () => {
    const body = friend();
    const onFile = await call(candidateRoute, { as: recruiter, body: { firstName: 'Meera', primaryEmail: body.email } });
    const held = await holdWrite(candidateMoveScope(onFile.json.candidateId));
    let referral: ReturnType<typeof refer> | undefined;
    try {
      referral = refer(body);
      expect(await stillWaiting(referral, 400)).toBe(true);
    } finally {
      held.release();
      await held.done;
    }
    const res = await referral;
    expect(res?.status, res?.text).toBe(200);
    expect(res?.json.candidateId).toBe(onFile.json.candidateId);
  });

  it('writes once when retried with the same Idempotency-Key', async () => {
    const body = friend();
    const headers = { 'Idempotency-Key': `refer-${seq}` };
    const first = await refer(body, employee, headers);
    const again = await refer(body, employee, headers);
    expect(again.status).toBe(200);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(again.json.referralId).toBe(first.json.referralId);
    expect(await getDb().select().from(referrals).where(eq(referrals.emailKey, body.email))).toHaveLength(1);
  });

  it('stores a resume checked as for candidates', async () => {
    const resume = Buffer.from('Meera Nair\nmeera@example.com\nSkills: Java, SQL\n').toString('base64');
    const res = await refer(friend({ resume, resumeExtension: 'txt' }));
    expect(res.status, res.text).toBe(200);
    expect((await candidateRow(res.json.candidateId))?.resumeFileId).not.toBeNull();
    const item = (await mine('employee', employee)).json.items.find((i: { referralId: string }) => i.referralId === res.json.referralId);
    expect(item.candidate.hasResume).toBe(true);
  });

  describe('who refers', () => {
    it('lets a person refer only in their own name', async () => {
      const res = await refer(friend({ userName: 'employee2' }));
      expect(res.status).toBe(403);
      expect(res.json.code).toBe('forbidden');
      expect((await refer(friend({ userName: 'EMPLOYEE' }))).json.referrer).toBe('employee');
    });

    it('lets hr_admin and systems refer in any employee’s name, and makes systems name one', async () => {
      expect((await refer(friend({ userName: 'employee2' }), admin)).json.referrer).toBe('employee2');
      expect((await refer(friend({ userName: 'employee2' }), await systemKey(['write']))).json.referrer).toBe('employee2');
      const nameless = await refer(friend(), await systemKey(['write']));
      expect(nameless.status).toBe(400);
      expect(nameless.json.errors).toEqual([{ path: 'userName', message: 'Required' }]);
      const ghost = await refer(friend({ userName: 'nobody-here' }), admin);
      expect(ghost.status).toBe(400);
      expect(ghost.json.errors[0].path).toBe('userName');
    });

    it('needs the write scope', async () => {
      const res = await refer(friend({ userName: 'employee' }), await systemKey(['read']));
      expect(res.status).toBe(403);
      expect(res.json.code).toBe('insufficient_scope');
    });
  });

  describe('which jobs', () => {
    it('answers 404 for a job that does not exist', async () => {
      const res = await refer(friend({ jobCode: 'NO-SUCH-JOB' }));
      expect(res.status).toBe(404);
      expect(res.json.errors[0].path).toBe('jobCode');
    });

    it.each([
      ['a draft', { status: 'draft' as const }],
      ['a closed job', { status: 'closed' as const }],
      ['an open job on the portal only', { publishedOnPortal: true, publishedForReferral: false }],
    ])('refuses %s with a 400 naming jobCode', async (_name, setup) => {
      const code = await makeJob(recruiter, setup);
      const res = await refer(friend({ jobCode: code }));
      expect(res.status).toBe(400);
      expect(res.json.errors).toEqual([{ path: 'jobCode', message: 'Not open for referrals' }]);
    });

    it('refuses a job whose closing date has passed', async () => {
      const code = await makeJob(recruiter);
      await getDb().update(jobs).set({ closingDate: addDays(orgDate(), -1) }).where(eq(jobs.jobCode, code));
      expect((await refer(friend({ jobCode: code }))).status).toBe(400);
    });

    it('promises no bonus when the job offers none', async () => {
      const code = await makeJob(recruiter, { fields: { referralBonus: null } });
      const id = await referred(friend({ jobCode: code }));
      const item = (await mine('employee', employee)).json.items.find((i: { referralId: string }) => i.referralId === id);
      expect(item.bonus).toEqual({ amount: null, currencyCode: null, status: 'none', dueOn: null });
    });
  });

  it.each([
    ['no candidateName', { candidateName: undefined }, 'candidateName'],
    ['a blank candidateName', { candidateName: '  ' }, 'candidateName'],
    ['no jobCode', { jobCode: undefined }, 'jobCode'],
    ['neither e-mail nor mobile', { email: undefined, mobileNumber: undefined }, 'email'],
    ['a bad e-mail', { email: 'meera@' }, 'email'],
    ['a bad mobile number', { mobileNumber: 'call me' }, 'mobileNumber'],
    ['12 months', { expInMonth: 12 }, 'expInMonth'],
    ['negative years', { expInYear: -1 }, 'expInYear'],
    ['fractional years', { expInYear: 1.5 }, 'expInYear'],
    ['years as text', { expInYear: '4' }, 'expInYear'],
    ['skills as an array', { skills: ['Java'] }, 'skills'],
    ['a resume without its extension', { resume: 'aGVsbG8=' }, 'resumeExtension'],
    ['a PNG as the resume', { resume: PNG_1PX.toString('base64'), resumeExtension: 'pdf' }, 'resume'],
    ['a resume that is not base64', { resume: '***', resumeExtension: 'txt' }, 'resume'],
    ['an unknown field', { referrer: 'someone' }, 'referrer'],
  ])('answers 400 naming the field for %s', async (_name, overrides, path) => {
    const res = await refer(friend(overrides));
    expect(res.status, res.text).toBe(400);
    expect(res.json.errors.map((e: { path: string }) => e.path)).toContain(path);
  });
});

describe('GET /api/referrals/v1/refer/user/{username}', () => {
  it('requires offset and limit', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ limit: '10' }, 'query.offset'],
      [{ offset: '0' }, 'query.limit'],
    ];
    for (const [query, path] of cases) {
      const res = await mine('employee', employee, query);
      expect(res.status).toBe(400);
      expect(res.json.errors[0].path).toBe(path);
    }
  });

  it('lists only the user’s referrals, newest first, paging without repeats', async () => {
    await referred(friend(), employee2);
    await referred(friend(), employee2);
    const all = (await mine('employee2', employee2)).json;
    expect(all.items.every((i: { referrer: string }) => i.referrer === 'employee2')).toBe(true);
    const ids = all.items.map((i: { referralId: string }) => i.referralId);
    expect(ids).toEqual([...ids].sort().reverse());
    const dbCount = (await getDb().select().from(referrals).where(eq(referrals.referrer, 'employee2'))).length;
    expect(all.total).toBe(dbCount);
    const paged: string[] = [];
    for (let offset = 0; offset < all.total; offset += 2) {
      paged.push(...(await mine('employee2', employee2, { offset: String(offset), limit: '2' })).json.items.map((i: { referralId: string }) => i.referralId));
    }
    expect(paged).toEqual(ids);
  });

  it('answers the same 403 for another person, whether or not they exist; hr_admin and systems read anyone', async () => {
    for (const username of ['employee2', 'nobody-here']) {
      for (const as of [employee, manager, recruiter]) {
        const res = await mine(username, as);
        expect(res.status).toBe(403);
        expect(res.json.code).toBe('forbidden');
      }
    }
    expect((await mine('employee2', admin)).status).toBe(200);
    expect((await mine('employee2', await systemKey(['read']))).status).toBe(200);
  });
});

describe('the referral pipeline', () => {
  it('moves through every state to hired, keeping who, when and the note, and makes the bonus due', async () => {
    const id = await referred();
    for (const status of ['screening', 'interviewing', 'offered', 'hired']) {
      const res = await move(id, status, recruiter, `to ${status}`);
      expect(res.status, res.text).toBe(200);
      expect(res.json.status).toBe(status);
    }
    const item = (await mine('employee', employee)).json.items.find((i: { referralId: string }) => i.referralId === id);
    expect(item.status).toBe('hired');
    expect(item.history.map((h: { from: string | null; to: string }) => [h.from, h.to])).toEqual([
      [null, 'submitted'],
      ['submitted', 'screening'],
      ['screening', 'interviewing'],
      ['interviewing', 'offered'],
      ['offered', 'hired'],
    ]);
    expect(item.history[0].by).toBe('employee');
    expect(item.history.slice(1).every((h: { by: string; note: string }) => h.by === 'recruiter' && h.note.startsWith('to '))).toBe(true);
    expect(item.history.every((h: { at: string }) => !Number.isNaN(Date.parse(h.at)))).toBe(true);
    expect(item.bonus).toMatchObject({ status: 'due', dueOn: orgDate() });
  });

  it.each([
    ['submitted', 'interviewing'],
    ['submitted', 'hired'],
    ['submitted', 'submitted'],
  ])('refuses %s -> %s with conflict_state', async (_from, to) => {
    const id = await referred();
    const res = await move(id, to);
    expect(res.status).toBe(400);
    expect(res.json.code).toBe('conflict_state');
    expect(res.json.currentStatus).toBe('submitted');
  });

  it.each(['rejected', 'withdrawn'])('ends a referral as %s from any open state, with no bonus and no way back', async (ending) => {
    const id = await referred();
    await move(id, 'screening');
    await move(id, 'interviewing');
    expect((await move(id, ending)).json).toMatchObject({ status: ending, bonus: { status: 'none' } });
    for (const to of ['screening', 'hired', ending === 'rejected' ? 'withdrawn' : 'rejected']) {
      expect((await move(id, to)).json.code).toBe('conflict_state');
    }
  });

  it('tells the referrer of a move while they work here, and nobody once they have left', async () => {
    const db = getDb();
    const [referrer] = await db.select({ id: employees.id }).from(employees).where(eq(employees.username, 'employee2'));
    const told = async () => (await db.select({ n: count() }).from(notifications).where(eq(notifications.recipientId, referrer!.id)))[0]?.n ?? 0;
    const [staying, leaving] = [await referred(friend(), employee2), await referred(friend(), employee2)];
    const before = await told();
    expect((await move(staying, 'screening')).status).toBe(200);
    expect(await told()).toBe(before + 1);
    await db.update(employees).set({ status: 'inactive' }).where(eq(employees.id, referrer!.id));
    try {
      expect((await move(leaving, 'screening')).status).toBe(200);
      expect(await told()).toBe(before + 1);
    } finally {
      await db.update(employees).set({ status: 'active' }).where(eq(employees.id, referrer!.id));
    }
  });

  it('keeps a hired referral hired', async () => {
    const id = await referred();
    for (const status of ['screening', 'interviewing', 'offered', 'hired']) await move(id, status);
    for (const to of ['rejected', 'withdrawn', 'offered']) expect((await move(id, to)).status).toBe(400);
  });

  it('lets the referrer withdraw their own referral and nothing else', async () => {
    const id = await referred();
    expect((await move(id, 'screening', employee)).status).toBe(403);
    expect((await move(id, 'withdrawn', employee2)).status).toBe(403);
    const res = await move(id, 'withdrawn', employee, 'They took another offer');
    expect(res.status).toBe(200);
    expect(res.json.history.at(-1)).toMatchObject({ from: 'submitted', to: 'withdrawn', by: 'employee', note: 'They took another offer' });
  });

  it('answers 404 to recruiters and 403 to others for a referral that does not exist', async () => {
    expect((await move('REF-999999', 'screening')).status).toBe(404);
    expect((await move('REF-999999', 'withdrawn', employee)).status).toBe(403);
  });

  it('lets two recruiters moving the same referral at once make one move', async () => {
    const id = await referred();
    const answers = await Promise.all([move(id, 'screening'), move(id, 'screening', admin)]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 400]);
  });
});

describe('GET /api/referrals/v1/refer (the recruiters’ board)', () => {
  it('filters by status and job, newest first', async () => {
    const code = await makeJob(recruiter);
    const a = await referred(friend({ jobCode: code }));
    const b = await referred(friend({ jobCode: code }));
    await move(a, 'screening');
    const byJob = (await call(boardRoute, { as: recruiter, query: { jobCode: code } })).json;
    expect(byJob.items.map((i: { referralId: string }) => i.referralId)).toEqual([b, a]);
    const screening = (await call(boardRoute, { as: recruiter, query: { jobCode: code, status: 'screening' } })).json;
    expect(screening.items.map((i: { referralId: string }) => i.referralId)).toEqual([a]);
    expect(screening.total).toBe(1);
  });

  it.skipIf(!isPostgres(getDb()))('sends a page and its count in one round trip on PostgreSQL', async () => {
    const query = { owner: 'nobody', offset: '0', limit: '20' };
    await call(boardRoute, { as: recruiter, query });
    const { result, sent } = await postgresRoundTrips(() => call(boardRoute, { as: recruiter, query }));
    expect(result.json, result.text).toMatchObject({ items: [], total: 0 });
    expect(sent, sent.join('\n')).toHaveLength(1);
  });

  it('filters by the job’s owner, pages, and names each referrer', async () => {
    const owned = await makeJob(admin);
    const made = [await referred(friend({ jobCode: owned })), await referred(friend({ jobCode: owned }), employee2)];
    const ids = (body: Record<string, any>) => (body.items as { referralId: string }[]).map((i) => i.referralId);
    const byOwner = (await call(boardRoute, { as: recruiter, query: { owner: 'admin' } })).json;
    expect(ids(byOwner).slice(0, 2)).toEqual(made.toReversed());
    expect(byOwner.items.slice(0, 2).map((i: { referrerName: string }) => i.referrerName)).toEqual(
      await Promise.all(['employee2', 'employee'].map(async (username) => (await getDb().select().from(employees).where(eq(employees.username, username)))[0]?.displayName)),
    );
    const second = (await call(boardRoute, { as: recruiter, query: { owner: 'admin', offset: '1', limit: '1' } })).json;
    expect(ids(second)).toEqual([ids(byOwner)[1]]);
    expect(second.total).toBe(byOwner.total);
    const theirs = (await call(boardRoute, { as: recruiter, query: { owner: 'recruiter' } })).json;
    expect(ids(theirs)).not.toContain(made[0]);
    const everyone = (await call(boardRoute, { as: recruiter, query: { offset: '0', limit: '100' } })).json;
    expect(everyone.total).toBe(byOwner.total + theirs.total);
  });

  it('is for recruiters, hr_admin and systems only', async () => {
    expect((await call(boardRoute, { as: employee })).status).toBe(403);
    expect((await call(boardRoute, { as: admin })).status).toBe(200);
  });
});

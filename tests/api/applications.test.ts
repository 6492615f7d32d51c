// The one pipeline across its ways in: career-site applications, referrals and recruiters' moves land on
// the same application, a job lists its applicants by stage, and the people who must act hear of it.
import { asc, count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb, isPostgres } from '@/db/client';
import { applicationHistory, applications, employees, notifications } from '@/db/schema';
import { POST as candidateRoute } from '@/app/api/v1/candidate/route';
import { GET as candidateGetRoute } from '@/app/api/v1/candidate/[candidateId]/route';
import { POST as candidateStatusRoute } from '@/app/api/v1/candidate/[candidateId]/status/route';
import { POST as candidateNoteRoute } from '@/app/api/v1/candidate/[candidateId]/notes/route';
import { GET as jobApplicationsRoute } from '@/app/api/jobs/v1/[jobCode]/applications/route';
import { GET as jobRoute, PUT as jobUpdateRoute } from '@/app/api/jobs/v1/[jobCode]/route';
import { POST as jobCreateRoute } from '@/app/api/jobs/v1/route';
import { POST as referRoute } from '@/app/api/referrals/v1/refer/route';
import { GET as mineRoute } from '@/app/api/referrals/v1/refer/user/[username]/route';
import { POST as referralStatusRoute } from '@/app/api/referrals/v1/refer/[referralId]/status/route';
import { GET as inboxRoute } from '@/app/api/bot/v1/inbox/user/[username]/route';
import { issueGuestToken } from '@/lib/auth/guest';
import { call, sessionFor, systemKey, type Caller } from '../helpers/call';
import { JOB_BODY } from '../helpers/fixtures';
import { makeJob } from '../helpers/jobs';
import { postgresRoundTrips } from '../helpers/round-trips';

let recruiter: Caller;
let admin: Caller;
let employee: Caller;
let guest: Caller;
beforeAll(async () => {
  recruiter = await sessionFor('recruiter');
  admin = await sessionFor('admin');
  employee = await sessionFor('employee');
  guest = { guestCookie: await issueGuestToken() };
});

let seq = 0;
function person() {
  seq += 1;
  return { firstName: 'Kavya', lastName: `Menon${seq}`, primaryEmail: `kavya.pipeline.${seq}@example.com` };
}
/** A job open on the portal and for referrals, owned by the demo recruiter (its creator). */
const portalJob = () => makeJob(recruiter, { publishedOnPortal: true, publishedForReferral: true });
const apply = (body: Record<string, unknown>, as: Caller = guest) => call(candidateRoute, { as, body, ip: `198.51.100.${(seq % 200) + 1}`, proto: 'https' });
const refer = (who: ReturnType<typeof person>, jobCode: string, as: Caller = employee) =>
  call(referRoute, { as, body: { candidateName: `${who.firstName} ${who.lastName}`, email: who.primaryEmail, jobCode } });
const moveCandidate = (candidateId: string, jobCode: string, status: string, as: Caller = recruiter) => call(candidateStatusRoute, { as, params: { candidateId }, body: { jobCode, status } });
const record = async (candidateId: string) => (await call(candidateGetRoute, { as: recruiter, params: { candidateId } })).json;
const inbox = async (username: string, as: Caller) => (await call(inboxRoute, { as, params: { username }, query: { limit: '5' } })).json.items;
const historyRows = async (applicationId: string) =>
  (
    await getDb()
      .select({ to: applicationHistory.toStage })
      .from(applicationHistory)
      .innerJoin(applications, eq(applications.id, applicationHistory.applicationId))
      .where(eq(applications.applicationId, applicationId))
      .orderBy(asc(applicationHistory.id))
  ).map((row) => row.to);

describe('one application, whichever way it moves', () => {
  it('joins a referral to the career-site application it finds, and moves the same row from either side', async () => {
    const jobCode = await portalJob();
    const who = person();
    const applied = await apply({ ...who, jobCode });
    expect(applied.status, applied.text).toBe(200);
    expect((await moveCandidate(applied.json.candidateId, jobCode, 'screening')).status).toBe(200);

    const referral = await refer(who, jobCode);
    expect(referral.status, referral.text).toBe(200);
    // The same application: its stage is the referral's status, and nothing new arrived.
    expect(referral.json).toMatchObject({ candidateId: applied.json.candidateId, applicationId: applied.json.applicationId, status: 'screening' });
    const again = await refer(who, jobCode, await sessionFor('employee2'));
    expect(again.json).toMatchObject({ code: 'duplicate_referral', referralId: referral.json.referralId });

    expect((await call(referralStatusRoute, { as: recruiter, params: { referralId: referral.json.referralId }, body: { status: 'interviewing' } })).status).toBe(200);
    const [application] = (await record(applied.json.candidateId)).applications;
    expect(application).toMatchObject({ stage: 'interviewing', source: 'career_site', referralId: referral.json.referralId, referrer: { username: 'employee', displayName: 'Arjun Sharma' } });
    expect((await moveCandidate(applied.json.candidateId, jobCode, 'offered')).status).toBe(200);
    const mine = (await call(mineRoute, { as: employee, params: { username: 'employee' }, query: { offset: '0', limit: '100' } })).json.items;
    expect(mine.find((r: { referralId: string }) => r.referralId === referral.json.referralId)?.status).toBe('offered');
    expect(await historyRows(applied.json.applicationId)).toEqual(['applied', 'screening', 'interviewing', 'offered']);
  });

  it('makes a pending bonus due on hiring and none on rejection', async () => {
    const jobCode = await makeJob(recruiter, { fields: { referralBonus: 40_000 } });
    const [hired, rejected] = [person(), person()];
    const bonusOf = async (referralId: string) =>
      (await call(mineRoute, { as: employee, params: { username: 'employee' }, query: { offset: '0', limit: '100' } })).json.items.find((r: { referralId: string }) => r.referralId === referralId).bonus;
    const a = (await refer(hired, jobCode)).json;
    for (const stage of ['screening', 'interviewing', 'offered', 'hired']) expect((await moveCandidate(a.candidateId, jobCode, stage)).status).toBe(200);
    expect(await bonusOf(a.referralId)).toMatchObject({ status: 'due', dueOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
    const b = (await refer(rejected, jobCode)).json;
    expect((await moveCandidate(b.candidateId, jobCode, 'rejected')).status).toBe(200);
    expect(await bonusOf(b.referralId)).toMatchObject({ status: 'none', dueOn: null });
  });

  it('promises no bonus for a referral joining an application that has already ended', async () => {
    const jobCode = await makeJob(recruiter, { publishedOnPortal: true, fields: { referralBonus: 40_000 } });
    const who = person();
    const applied = (await apply({ ...who, jobCode })).json;
    expect((await moveCandidate(applied.candidateId, jobCode, 'rejected')).status).toBe(200);
    const referral = (await refer(who, jobCode)).json;
    expect(referral.status).toBe('rejected');
    const mine = (await call(mineRoute, { as: employee, params: { username: 'employee' }, query: { offset: '0', limit: '100' } })).json.items;
    expect(mine.find((r: { referralId: string }) => r.referralId === referral.referralId).bonus).toMatchObject({ status: 'none' });
  });

  it('keeps each move once when twenty identical moves race', async () => {
    const jobCode = await portalJob();
    const applied = (await apply({ ...person(), jobCode }, recruiter)).json;
    const results = await Promise.all(Array.from({ length: 20 }, () => moveCandidate(applied.candidateId, jobCode, 'screening')));
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.every((s) => s === 200 || s === 400)).toBe(true);
    expect(results.filter((r) => r.status === 400).every((r) => r.json.code === 'conflict_state')).toBe(true);
    expect(await historyRows(applied.applicationId)).toEqual(['applied', 'screening']);
  });

  it('answers a move and a note with the record as it then stands', async () => {
    const jobCode = await portalJob();
    const applied = (await apply({ ...person(), jobCode }, recruiter)).json;
    const before = await record(applied.candidateId);
    const moved = await moveCandidate(applied.candidateId, jobCode, 'screening');
    expect(moved.status, moved.text).toBe(200);
    expect(moved.json).not.toEqual(before);
    expect(moved.json).toEqual(await record(applied.candidateId));
    const noted = await call(candidateNoteRoute, { as: recruiter, params: { candidateId: applied.candidateId }, body: { jobCode, body: 'Call back on Monday.' } });
    expect(noted.status, noted.text).toBe(200);
    expect(noted.json.notes).toEqual(expect.arrayContaining([expect.objectContaining({ body: 'Call back on Monday.' })]));
    expect(noted.json).toEqual(await record(applied.candidateId));
  });

  it.skipIf(!isPostgres(getDb()))('sends a move with its COMMIT on PostgreSQL, and the record it answers with after it', async () => {
    const jobCode = await portalJob();
    const applied = (await apply({ ...person(), jobCode }, recruiter)).json;
    const { result: moved, sent } = await postgresRoundTrips(() => moveCandidate(applied.candidateId, jobCode, 'screening'));
    expect(moved.status).toBe(200);
    // The BEGIN with the application's look-up; the COMMIT with the move and its history, and after it
    // the read of the record the answer shows.
    expect(sent, sent.join('\n')).toHaveLength(2);
    expect(await historyRows(applied.applicationId)).toEqual(['applied', 'screening']);
    expect((await record(applied.candidateId)).status).toBe('screening');
  });

  it('404s a move naming what is missing: the candidate, or their application to the job', async () => {
    const jobCode = await portalJob();
    const applied = (await apply({ ...person(), jobCode }, recruiter)).json;
    const noCandidate = await moveCandidate('CAND-999999', jobCode, 'screening');
    expect(noCandidate.status).toBe(404);
    expect(noCandidate.json.detail).toBe('No candidate CAND-999999.');
    for (const otherJob of [await portalJob(), 'JOB-999999']) {
      const notApplied = await moveCandidate(applied.candidateId, otherJob, 'screening');
      expect(notApplied.status).toBe(404);
      expect(notApplied.json.detail).toBe(`${applied.candidateId} has not applied to ${otherJob}.`);
      expect(notApplied.json.errors).toEqual([{ path: 'jobCode', message: 'No application to this job' }]);
    }
    expect(await historyRows(applied.applicationId)).toEqual(['applied']);
  });

  it('keeps each candidate’s stage right when moves of their two applications race', async () => {
    const [jobA, jobB] = [await portalJob(), await portalJob()];
    const candidateIds: string[] = [];
    for (let i = 0; i < 8; i++) {
      const who = person();
      const first = (await apply({ ...who, jobCode: jobA })).json;
      expect((await apply({ ...who, jobCode: jobB })).json.candidateId).toBe(first.candidateId);
      candidateIds.push(first.candidateId);
    }
    // One application moves on while the other ends: the candidate's stage, worked out from both, must
    // count the move that committed first when the second is written.
    const answers = await Promise.all(candidateIds.flatMap((id) => [moveCandidate(id, jobA, 'screening'), moveCandidate(id, jobB, 'rejected')]));
    expect(answers.map((r) => r.status)).toEqual(answers.map(() => 200));
    for (const id of candidateIds) expect((await record(id)).status).toBe('screening');
  });
});

describe('a job’s applicants', () => {
  it('lists them newest first with the count at each stage, filtered by stage', async () => {
    const jobCode = await portalJob();
    const made: { candidateId: string }[] = [];
    for (let i = 0; i < 3; i++) made.push((await apply({ ...person(), jobCode })).json as { candidateId: string });
    const [first, second] = made as [{ candidateId: string }, { candidateId: string }];
    await moveCandidate(first.candidateId, jobCode, 'screening');
    await moveCandidate(second.candidateId, jobCode, 'rejected');
    const all = await call(jobApplicationsRoute, { as: recruiter, params: { jobCode }, query: {} });
    expect(all.status).toBe(200);
    expect(all.json.items.map((i: { candidateId: string }) => i.candidateId)).toEqual(made.map((m) => m.candidateId).reverse());
    expect(all.json).toMatchObject({ total: 3, byStage: { applied: 1, screening: 1, interviewing: 0, offered: 0, hired: 0, rejected: 1, withdrawn: 0 } });
    expect(all.json.items[0]).toMatchObject({ source: 'career_site', referrerName: null, fullName: expect.stringMatching(/^Kavya Menon\d+$/) });
    const screening = await call(jobApplicationsRoute, { as: recruiter, params: { jobCode }, query: { stage: 'screening' } });
    expect(screening.json).toMatchObject({ total: 1, items: [{ candidateId: first.candidateId, stage: 'screening' }] });
    expect((await call(jobApplicationsRoute, { as: recruiter, params: { jobCode: 'JOB-999999' }, query: {} })).status).toBe(404);
  });
});

describe('notes on an application', () => {
  it('keeps the note with its author’s name, and 404s a job the candidate never applied to', async () => {
    const jobCode = await portalJob();
    const applied = (await apply({ ...person(), jobCode })).json;
    const noted = await call(candidateNoteRoute, { as: recruiter, params: { candidateId: applied.candidateId }, body: { jobCode, body: 'Strong on SQL; ask about notice period.' } });
    expect(noted.status, noted.text).toBe(200);
    expect(noted.json.notes).toMatchObject([{ applicationId: applied.applicationId, body: 'Strong on SQL; ask about notice period.', author: 'recruiter', authorName: 'Farhan Qureshi' }]);
    const elsewhere = await call(candidateNoteRoute, { as: recruiter, params: { candidateId: applied.candidateId }, body: { jobCode: await portalJob(), body: 'x' } });
    expect(elsewhere.status).toBe(404);
  });
});

describe('a recruiter’s move of an application', () => {
  it('tells its referrer, even of one that came through the career site first, and nobody of one never referred', async () => {
    const jobCode = await portalJob();
    const applied = person();
    const viaSite = (await apply({ ...applied, jobCode })).json as { candidateId: string };
    const unreferred = (await apply({ ...person(), jobCode })).json as { candidateId: string };
    // Referred after applying: the referral joins the application the career site made.
    expect((await refer(applied, jobCode)).status).toBe(200);
    const newest = async () => (await inbox('employee', employee))[0]?.notificationId ?? null;
    const before = await newest();
    expect((await moveCandidate(unreferred.candidateId, jobCode, 'screening')).status).toBe(200);
    expect(await newest()).toBe(before);
    expect((await moveCandidate(viaSite.candidateId, jobCode, 'screening')).status).toBe(200);
    const [told] = await inbox('employee', employee);
    expect(told).toMatchObject({ source: 'referrals', messageType: 'referral_screening' });
    expect(told.components[0].label).toBe(`${applied.firstName} ${applied.lastName} moved to Screening`);
  });
});

describe('the job’s owner', () => {
  it('is its creator, may be reassigned to another recruiter, and never to someone who is not one', async () => {
    const jobCode = await portalJob();
    expect((await call(jobRoute, { as: recruiter, params: { jobCode } })).json.owner).toEqual({ username: 'recruiter', displayName: 'Farhan Qureshi' });
    const toEmployee = await call(jobUpdateRoute, { as: recruiter, params: { jobCode }, body: { ...JOB_BODY, owner: 'employee' } });
    expect(toEmployee.status).toBe(400);
    expect(toEmployee.json.errors.map((e: { path: string }) => e.path)).toContain('owner');
    const toAdmin = await call(jobUpdateRoute, { as: recruiter, params: { jobCode }, body: { ...JOB_BODY, owner: 'admin' } });
    expect(toAdmin.json.owner).toMatchObject({ username: 'admin' });
    // An edit that leaves owner out keeps it.
    expect((await call(jobUpdateRoute, { as: recruiter, params: { jobCode }, body: JOB_BODY })).json.owner).toMatchObject({ username: 'admin' });
    // A system's job has no owner until one is named.
    const bySystem = await call(jobCreateRoute, { as: await systemKey(['write']), body: JOB_BODY });
    expect(bySystem.json.owner).toBeNull();
  });

  it('hears of each new application and referral by name, but not of one they added themselves', async () => {
    const jobCode = await portalJob();
    const before = (await inbox('recruiter', recruiter)).length ? (await inbox('recruiter', recruiter))[0].notificationId : null;
    const who = person();
    await apply({ ...who, jobCode });
    const [applicationNotice] = await inbox('recruiter', recruiter);
    expect(applicationNotice.notificationId).not.toBe(before);
    expect(applicationNotice).toMatchObject({ source: 'recruiting', messageType: 'application_new' });
    expect(applicationNotice.components[1].label).toBe(`${who.firstName} ${who.lastName} applied through the career site for ${JOB_BODY.title}.`);

    const friend = person();
    const referred = await refer(friend, jobCode);
    const [referralNotice] = await inbox('recruiter', recruiter);
    expect(referralNotice).toMatchObject({ source: 'recruiting', messageType: 'referral_new' });
    const name = `${friend.firstName} ${friend.lastName}`;
    expect(referralNotice.components).toMatchObject([
      { type: 'heading', label: `New referral: ${name}` },
      { type: 'text', label: `${name} was referred by Arjun Sharma for ${JOB_BODY.title}.` },
      { type: 'link', label: `See ${name}`, value: `/recruiter/candidates/${referred.json.candidateId}` },
    ]);

    await apply({ ...person(), jobCode }, recruiter);
    expect((await inbox('recruiter', recruiter))[0].notificationId).toBe(referralNotice.notificationId);
    // hr_admin added one to a job they do not own: the owner hears of it.
    await apply({ ...person(), jobCode }, admin);
    expect((await inbox('recruiter', recruiter))[0].notificationId).not.toBe(referralNotice.notificationId);
  });

  it('hears of a referral of someone on file by the name on file, and nothing while they are inactive', async () => {
    const jobCode = await portalJob();
    const who = person();
    const applied = await apply({ ...who, jobCode: await portalJob() });
    expect(applied.status, applied.text).toBe(200);
    const referred = await call(referRoute, { as: employee, body: { candidateName: 'K. Menon', email: who.primaryEmail, jobCode } });
    expect(referred.status, referred.text).toBe(200);
    const [notice] = await inbox('recruiter', recruiter);
    expect(notice.components[1].label).toBe(`${who.firstName} ${who.lastName} was referred by Arjun Sharma for ${JOB_BODY.title}.`);

    const db = getDb();
    const [owner] = await db.select({ id: employees.id }).from(employees).where(eq(employees.username, 'recruiter'));
    const noticesToOwner = async () => (await db.select({ n: count() }).from(notifications).where(eq(notifications.recipientId, owner?.id ?? -1)))[0]?.n;
    const before = await noticesToOwner();
    await db.update(employees).set({ status: 'inactive' }).where(eq(employees.username, 'recruiter'));
    try {
      const again = await refer(person(), jobCode);
      expect(again.status, again.text).toBe(200);
      expect(await noticesToOwner()).toBe(before);
    } finally {
      await db.update(employees).set({ status: 'active' }).where(eq(employees.username, 'recruiter'));
    }
  });
});

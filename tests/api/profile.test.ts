import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { auditLog, storedFiles } from '@/db/schema';
import { GET as detail } from '@/app/api/profile/v1/detail/user/[username]/route';
import { GET as picture } from '@/app/api/profile/v1/pic/[pictureId]/route';
import { POST as upload } from '@/app/api/profile/v1/pic/upload/route';
import { call, sessionFor, systemKey, type Caller } from '../helpers/call';
import { JPEG_HEADER, PNG_1PX, WEBP_HEADER } from '../helpers/fixtures';

let employee: Caller;
let employee2: Caller;
beforeAll(async () => {
  employee = await sessionFor('employee');
  employee2 = await sessionFor('employee2');
});

describe('GET /api/profile/v1/detail/user/{username}', () => {
  it('returns identity, job, organisation, manager, contact and picture URL', async () => {
    const res = await call(detail, { as: employee, params: { username: 'employee' } });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      username: 'employee',
      firstName: 'Arjun',
      lastName: 'Sharma',
      displayName: 'Arjun Sharma',
      employeeCode: expect.stringMatching(/^EMP\d{6}$/),
      designation: 'Software Engineer',
      department: 'Engineering',
      dateOfJoining: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      status: 'active',
      businessUnit: { orgUnitCode: 'TECH', name: 'Technology' },
      location: { code: 'BLR', city: 'Bengaluru', state: 'Karnataka', country: 'India' },
      manager: { username: 'manager', displayName: 'Meera Iyer' },
      workEmail: 'employee@acme-india.example',
      mobileNumber: expect.stringMatching(/^\+91\d{10}$/),
      panNumber: expect.stringMatching(/^[A-Z]{5}\d{4}[A-Z]$/),
    });
    expect(res.json).toHaveProperty('pictureUrl');
    expect(res.headers.get('cache-control')).toMatch(/^no-store(, no-transform)?$/);
  });

  it('usernames are case-insensitive', async () => {
    const res = await call(detail, { as: employee, params: { username: 'EMPLOYEE' } });
    expect(res.status).toBe(200);
    expect(res.json.username).toBe('employee');
  });

  it('employee2 reading employee is 403, the same whether or not the username exists', async () => {
    const real = await call(detail, { as: employee2, params: { username: 'employee' } });
    const ghost = await call(detail, { as: employee2, params: { username: 'no.such.person' } });
    expect(real.status).toBe(403);
    expect(ghost.status).toBe(403);
    expect(ghost.json.detail).toBe(real.json.detail);
  });

  it('a system reading an unknown username gets 404', async () => {
    const res = await call(detail, { as: await systemKey(['read']), params: { username: 'no.such.person' } });
    expect(res.status).toBe(404);
    expect(res.json.code).toBe('not_found');
  });
});

describe('POST /api/profile/v1/pic/upload and the picture URL', () => {
  it.each([
    ['PNG', PNG_1PX, 'image/png'],
    ['JPEG', JPEG_HEADER, 'image/jpeg'],
    ['WebP', WEBP_HEADER, 'image/webp'],
  ])('stores a %s checked by its magic bytes and serves it back', async (_name, bytes, type) => {
    const res = await call(upload, { method: 'POST', as: employee, body: { pictureData: bytes.toString('base64') } });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ username: 'employee', contentType: type, size: bytes.length, status: 'updated' });

    const profile = await call(detail, { as: employee, params: { username: 'employee' } });
    expect(profile.json.pictureUrl).toBe(res.json.pictureUrl);

    const pictureId = String(res.json.pictureUrl).split('/').pop() ?? '';
    const served = await call(picture, { as: employee2, params: { pictureId } });
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe(type);
    expect(served.headers.get('cache-control')).toContain('max-age=31536000');
    expect(served.headers.get('etag')).toBe(`"${pictureId}"`);

    const revalidated = await call(picture, { as: employee2, params: { pictureId }, headers: { 'if-none-match': `"${pictureId}"` } });
    expect(revalidated.status).toBe(304);
  });

  it('accepts a data: URL', async () => {
    const res = await call(upload, { method: 'POST', as: employee, body: { pictureData: `data:image/png;base64,${PNG_1PX.toString('base64')}` } });
    expect(res.status).toBe(200);
  });

  it('judges the type by content, not by what the data: URL claims', async () => {
    const res = await call(upload, { method: 'POST', as: employee, body: { pictureData: `data:image/png;base64,${Buffer.from('<svg onload=alert(1)>').toString('base64')}` } });
    expect(res.status).toBe(400);
  });

  it('hr_admin may set someone else’s picture; a system must name the person', async () => {
    const admin = await sessionFor('admin');
    expect((await call(upload, { method: 'POST', as: admin, body: { username: 'employee2', pictureData: PNG_1PX.toString('base64') } })).status).toBe(200);
    const system = await call(upload, { method: 'POST', as: await systemKey(['read']), body: { pictureData: PNG_1PX.toString('base64') } });
    expect(system.status).toBe(400);
    expect(system.json.errors[0].path).toBe('username');
  });

  it('leaves an audit-log row naming the person', async () => {
    const res = await call(upload, { method: 'POST', as: employee, body: { pictureData: PNG_1PX.toString('base64') } });
    const [row] = await getDb()
      .select()
      .from(auditLog)
      .where(eq(auditLog.requestId, res.headers.get('x-request-id') ?? ''));
    expect(row).toMatchObject({ actor: 'employee', action: 'uploadProfilePicture', target: 'employee' });
  });

  it('a repeated upload with the same Idempotency-Key stores one file', async () => {
    const storedCount = async () => (await getDb().select({ id: storedFiles.id }).from(storedFiles)).length;
    const before = await storedCount();
    // A picture never sent before: the same bytes sent earlier would be stored only once anyway.
    const body = { pictureData: Buffer.concat([JPEG_HEADER, Buffer.from('idempotency test')]).toString('base64') };
    const first = await call(upload, { method: 'POST', as: employee, body, headers: { 'idempotency-key': 'pic-1' } });
    const second = await call(upload, { method: 'POST', as: employee, body, headers: { 'idempotency-key': 'pic-1' } });
    expect(second.json).toEqual(first.json);
    expect(await storedCount()).toBe(before + 1);
  });

  it('stores one copy of a picture several people upload at once', async () => {
    const bytes = Buffer.concat([JPEG_HEADER, Buffer.from('uploaded at once')]);
    const body = { pictureData: bytes.toString('base64') };
    const admin = await sessionFor('admin');
    const answers = await Promise.all([employee, employee2, admin].map((as) => call(upload, { method: 'POST', as, body })));
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200]);
    const sha256 = String(answers[0]?.json.pictureUrl).split('/').pop() ?? '';
    expect(await getDb().select({ id: storedFiles.id }).from(storedFiles).where(eq(storedFiles.sha256, sha256))).toHaveLength(1);
  });

  it('serves only current profile pictures, never other stored files', async () => {
    const db = getDb();
    const [orphan] = await db
      .insert(storedFiles)
      .values({ sha256: 'a'.repeat(64), contentType: 'application/pdf', size: 3, bytes: Buffer.from('pdf'), createdAt: new Date().toISOString() })
      .returning({ sha256: storedFiles.sha256 });
    const res = await call(picture, { as: employee, params: { pictureId: orphan?.sha256 ?? '' } });
    expect(res.status).toBe(404);
  });
});

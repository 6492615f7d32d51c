import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { GUEST_COOKIE, issueGuestToken, verifyGuestToken } from '@/lib/auth/guest';
import { proxy } from '@/proxy';

function visit(cookie?: string, path = '/careers/JOB-000001/apply') {
  return proxy(new NextRequest(`http://localhost${path}`, { headers: cookie ? { cookie } : {} }));
}

describe('the career site’s automatic guest session', () => {
  it('hands a new visitor of an apply page a signed, http-only guest cookie', async () => {
    const res = await visit();
    const set = res.cookies.get(GUEST_COOKIE);
    expect(set?.httpOnly).toBe(true);
    expect(set?.sameSite).toBe('lax');
    expect(await verifyGuestToken(set?.value ?? '')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('sets no cookie on the pages that list and show jobs, which anyone may cache', async () => {
    for (const path of ['/careers', '/careers/JOB-000001', '/careers/JOB-000001/applied']) {
      expect((await visit(undefined, path)).cookies.get(GUEST_COOKIE), path).toBeUndefined();
    }
  });

  it('keeps a valid guest cookie and replaces a forged one', async () => {
    const valid = await issueGuestToken();
    expect((await visit(`${GUEST_COOKIE}=${valid}`)).cookies.get(GUEST_COOKIE)).toBeUndefined();
    expect((await visit(`${GUEST_COOKIE}=forged.token.value`)).cookies.get(GUEST_COOKIE)).toBeDefined();
  });

  it('hands signed-in visitors one too, so a session that ends leaves the career site working', async () => {
    const set = (await visit('next-auth.session-token=ended.session.cookie')).cookies.get(GUEST_COOKIE);
    expect(await verifyGuestToken(set?.value ?? '')).toMatch(/^[0-9a-f-]{36}$/);
  });
});

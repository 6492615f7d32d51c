import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CALLBACK_URL, RETURN_TO_HEADER, safeCallbackUrl, signInUrl } from '@/components/auth/safe-callback-url';
import { proxy } from '@/proxy';

describe('safeCallbackUrl', () => {
  it.each(['/', '/leave', '/leave?tab=history', '/payroll?year=2025&month=2025-04', '/recruiter/jobs/JOB-000042', '/careers?q=%2F%2Fnot-a-host', '/inbox#latest'])(
    'keeps the page on this site %s',
    (path) => {
      expect(safeCallbackUrl(path)).toBe(path);
    },
  );

  it.each([
    ['nothing', undefined],
    ['not a string', ['/leave']],
    ['an empty string', ''],
    ['a relative path', 'leave'],
    ['another origin', 'https://evil.example/leave'],
    ['this origin spelled out', 'http://localhost:3000/leave'],
    ['a protocol-relative URL', '//evil.example'],
    ['a protocol-relative URL with a path', '//evil.example/signin'],
    ['a backslash after the slash', '/\\evil.example'],
    ['a backslash first', '\\\\evil.example'],
    ['a backslash later', '/leave\\..\\\\evil.example'],
    ['a tab the browser would skip', '/\t/evil.example'],
    ['a line break the browser would skip', '/\n/evil.example'],
    ['a control character', '/leave\u0000'],
    ['javascript:', 'javascript:alert(1)'],
    ['javascript: behind a slash it is not', ' /javascript:alert(1)'],
    ['data:', 'data:text/html,<script>alert(1)</script>'],
    ['an encoded second slash', '/%2Fevil.example'],
    ['encoded slashes', '%2F%2Fevil.example'],
    ['an encoded backslash', '/%5Cevil.example'],
    ['a doubly encoded second slash', '/%252Fevil.example'],
    ['an encoded tab', '/%09/evil.example'],
    ['an encoded absolute URL', 'https%3A%2F%2Fevil.example'],
    ['malformed percent-encoding', '/leave%E0%A4%A'],
  ])('sends %s home', (_name, value) => {
    expect(safeCallbackUrl(value)).toBe(DEFAULT_CALLBACK_URL);
  });

  it('lands on the home page by default', () => {
    expect(DEFAULT_CALLBACK_URL).toBe('/');
  });
});

describe('signInUrl', () => {
  it('names the page to come back to', () => {
    expect(signInUrl('/leave?tab=history')).toBe('/signin?callbackUrl=%2Fleave%3Ftab%3Dhistory');
  });

  it('names none for the home page or a page that is not ours', () => {
    expect(signInUrl('/')).toBe('/signin');
    expect(signInUrl(null)).toBe('/signin');
    expect(signInUrl('//evil.example')).toBe('/signin');
  });
});

describe('the proxy on a signed-in page', () => {
  const forwarded = (response: Response) => response.headers.get(`x-middleware-request-${RETURN_TO_HEADER}`);

  it('tells the layout the path and query asked for', async () => {
    expect(forwarded(await proxy(new NextRequest('http://localhost/leave?tab=history&page=2')))).toBe('/leave?tab=history&page=2');
  });

  it('replaces a value the client sent, and leaves out the client-side navigation parameter', async () => {
    const request = new NextRequest('http://localhost/approvals?_rsc=abc12', { headers: { [RETURN_TO_HEADER]: '//evil.example' } });
    expect(forwarded(await proxy(request))).toBe('/approvals');
  });
});

import { expect, test } from '@playwright/test';
import { E2E_API_KEY } from '../playwright.config';
import { HOSTILE_FILES } from '../tests/helpers/hostile-files';
import { TWO_PAGE_PDF } from '../tests/helpers/resume-fixtures';

// The production server reads uploaded files in its worker-thread pool: hostile files are refused with
// 422 file_rejected, and while four are being read at once the health check still answers at once.
test.describe('hostile resume files over HTTP', () => {
  test('are refused with 422 file_rejected while /api/health keeps answering', async ({ baseURL }) => {
    test.setTimeout(60_000);
    const bodies = HOSTILE_FILES.map((f) => JSON.stringify({ resume: f.build().toString('base64'), resumeExtension: f.extension }));
    const headers = { 'X-API-Key': E2E_API_KEY, 'Content-Type': 'application/json' };
    let parsing = true;
    const healthTimes: number[] = [];
    const health = (async () => {
      while (parsing) {
        const started = performance.now();
        const res = await fetch(`${baseURL}/api/health`);
        await res.arrayBuffer();
        expect(res.status).toBe(200);
        healthTimes.push(performance.now() - started);
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    })();
    const started = performance.now();
    const answers = await Promise.all(
      bodies.map(async (body) => {
        const res = await fetch(`${baseURL}/api/v1/parseResume`, { method: 'POST', headers, body });
        return { status: res.status, type: res.headers.get('content-type'), json: (await res.json()) as { code?: string; detail?: string }, ms: performance.now() - started };
      }),
    );
    parsing = false;
    await health;
    for (const answer of answers) {
      expect(answer.status).toBe(422);
      expect(answer.type).toBe('application/problem+json');
      expect(answer.json.code).toBe('file_rejected');
      expect(answer.json.detail).toContain('Export it again as a simple PDF or DOCX');
      expect(answer.ms).toBeLessThan(6000);
    }
    expect(healthTimes.length).toBeGreaterThan(0);
    // Generous for a busy test machine: reading these files on the request thread held it for seconds.
    expect(Math.max(...healthTimes)).toBeLessThan(1000);

    const normal = await fetch(`${baseURL}/api/v1/parseResume`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ resume: (await TWO_PAGE_PDF.build()).toString('base64'), resumeExtension: 'pdf' }),
    });
    expect(normal.status).toBe(200);
    expect(((await normal.json()) as { fullName?: string }).fullName).toBe(TWO_PAGE_PDF.expected.fullName);
  });
});

// Two server processes (as on two machines) on one PostgreSQL database: what one writes the other reads
// as soon as PostgreSQL's notification reaches it, and a caller has one rate-limit budget across both.
// Needs TEST_POSTGRES_URL (a server scripts/test.sh starts); the built server is started here twice, on
// ports of its own.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import net from 'node:net';
import { expect, test } from '@playwright/test';
import pg from 'pg';
import { SERVER_ENTRY } from '../scripts/build-server.mjs';

const server = process.env.TEST_POSTGRES_URL;
const API_KEY = 'hrk_two_servers_0123456789abcdef01';
const LIMIT = 10;

test.describe.configure({ mode: 'serial' });
test.skip(!server, 'needs TEST_POSTGRES_URL (scripts/test.sh starts a PostgreSQL for the tests)');

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });

async function startServer(databaseUrl: string): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn(process.execPath, [SERVER_ENTRY], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      DEMO_API_KEY: API_KEY,
      NEXTAUTH_SECRET: 'two-servers-secret-0123456789-0123456789',
      ALLOW_INSECURE_LOCALHOST: '1',
      RATE_LIMIT_PER_MINUTE: String(LIMIT),
      WORKERS: '1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server stopped:\n${output}`);
    const ok = await fetch(`${url}/api/health`).then((res) => res.ok, () => false);
    if (ok) return { url, child };
    if (Date.now() > deadline) throw new Error(`the server did not start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

let admin: pg.Client;
let database: string;
let first: { url: string; child: ChildProcess };
let second: { url: string; child: ChildProcess };

test.beforeAll(async () => {
  test.setTimeout(240_000);
  admin = new pg.Client({ connectionString: server });
  await admin.connect();
  database = `hr_two_servers_${randomBytes(4).toString('hex')}`;
  await admin.query(`CREATE DATABASE "${database}"`);
  const url = new URL(server as string);
  url.pathname = `/${database}`;
  // One after the other: the first migrates and seeds the empty database, the second finds it ready.
  first = await startServer(url.toString());
  second = await startServer(url.toString());
});

test.afterAll(async () => {
  for (const { child } of [first, second]) child?.kill('SIGTERM');
  await new Promise((resolve) => setTimeout(resolve, 500));
  await admin?.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
  await admin?.end();
});

const withKey = { 'X-API-Key': API_KEY, 'Content-Type': 'application/json' };

test('a job created on one server is read on the other as soon as its notification arrives, in lists and by code', async () => {
  // The list is read first, so the second server holds it in its cache before the write.
  const before = await (await fetch(`${second.url}/api/jobs/v1?limit=1`, { headers: withKey })).json();
  const created = await fetch(`${first.url}/api/jobs/v1`, {
    method: 'POST',
    headers: withKey,
    body: JSON.stringify({
      title: `Two servers ${randomBytes(3).toString('hex')}`,
      description: 'A job written through one server and read through the other.',
      orgUnitCode: 'TECH',
      joiningLocations: ['BLR'],
      employmentType: 'full_time',
      minExp: 1,
      maxExp: 4,
      skills: [],
      openings: 1,
      owner: 'recruiter',
    }),
  });
  expect(created.status, await created.clone().text()).toBe(200);
  const { jobCode } = (await created.json()) as { jobCode: string };

  // The second server learns of the write from PostgreSQL's notification, which races this test's next
  // request: polled for a moment, as a stale cache would stay stale for good.
  const poll = { timeout: 2_000, intervals: [0, 20, 50, 100] };
  await expect
    .poll(async () => {
      const byCode = await fetch(`${second.url}/api/jobs/v1/${jobCode}`, { headers: withKey });
      return byCode.status === 200 ? ((await byCode.json()) as { status: string }).status : byCode.status;
    }, poll)
    .toBe('draft');
  await expect.poll(async () => ((await (await fetch(`${second.url}/api/jobs/v1?limit=1`, { headers: withKey })).json()) as { total: number }).total, poll).toBe(before.total + 1);
});

test('a caller has one rate-limit budget across both servers', async () => {
  // Unauthenticated calls are counted per address: 12 spread over both servers, 10 within the limit.
  const statuses: number[] = [];
  for (let i = 0; i < LIMIT + 2; i++) {
    const res = await fetch(`${(i % 2 === 0 ? first : second).url}/api/directory/v1/list`);
    statuses.push(res.status);
  }
  expect(statuses.filter((status) => status === 429)).toHaveLength(2);
  expect(statuses.slice(0, LIMIT).every((status) => status === 401)).toBe(true);
});

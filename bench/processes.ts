// Child processes for the benchmark: build, seed, and the production server's lifecycle.
import { spawn, type ChildProcess, type StdioOptions } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { buildSync } from 'esbuild';
import { SERVER_ENTRY } from '../scripts/build-server.mjs';
import { buildIsCurrent } from '../scripts/start.mjs';
import { benchDatabaseKind, benchPostgresUrl, describeDatabase, type DatabaseKind, type DatabaseRef } from './database';
import { clonePostgres } from './postgres';

const helpers = new Set<ChildProcess>();

/** Stops build/seed commands still running (on Ctrl-C); the server has its own stop(). */
export function killHelpers(): void {
  for (const child of helpers) child.kill('SIGTERM');
}

/** Runs a command to completion; rejects on a non-zero exit. */
export function run(command: string, args: readonly string[], options: { env?: NodeJS.ProcessEnv; stdio?: StdioOptions; cwd: string }): Promise<string> {
  return new Promise((resolve, reject) => {
    const stdio = options.stdio ?? ['ignore', 'pipe', 'pipe'];
    const child = spawn(command, args, { cwd: options.cwd, env: options.env ?? process.env, stdio });
    helpers.add(child);
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      helpers.delete(child);
      if (code === 0) resolve(output);
      else reject(new Error(`${command} ${args.join(' ')} failed (${signal ?? `exit ${code}`})${output ? `:\n${output.trimEnd()}` : ''}`));
    });
  });
}

/** Builds the app (`npm run build`: Next.js and the server's bundle) unless scripts/start.mjs says the build is newer than the sources. */
export async function ensureBuild(root: string): Promise<boolean> {
  if (buildIsCurrent()) return false;
  // The build's own output goes to stderr so stdout stays the report.
  await run('npm', ['run', 'build'], { cwd: root, stdio: ['inherit', process.stderr, process.stderr] });
  return true;
}

export interface TempDatabase {
  /** The seeded SQLite file (same data as the server's database at the start): people and pools are read from it. */
  file: string;
  /** DATABASE_URL for the server: `file` on SQLite; the run's own clone on PostgreSQL. */
  url: string;
  /** What the checks afterwards read: the database the server writes. */
  target: DatabaseRef;
  /** `SQLite 3.x` or `PostgreSQL 16.x`, for the results' header. */
  engine: string;
  /** Removes the run's database (synchronously: also from an `exit` handler). */
  remove(): void;
}

/**
 * The project's files a seeded database depends on: those scripts/seed.ts imports, found by bundling it
 * (npm packages left out, the lockfile stands for them), and the migrations it applies. A change to any
 * other file (a route, a page) keeps the seeded file, which takes minutes to write.
 */
function seedSources(root: string): string[] {
  const { metafile } = buildSync({
    entryPoints: ['scripts/seed.ts'],
    absWorkingDir: root,
    bundle: true,
    write: false,
    metafile: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    logLevel: 'silent',
  });
  const migrations = fs.readdirSync(path.join(root, 'db/migrations'), { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
  return [...Object.keys(metafile.inputs), ...migrations.map((entry) => path.relative(root, path.join(entry.parentPath, entry.name))), 'package-lock.json'];
}

/** The PostgreSQL migrations the copy applies: a change to them makes a new template, not a new seed. */
function postgresSources(root: string): string[] {
  const migrations = fs.readdirSync(path.join(root, 'db/migrations-pg'), { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
  return ['db/copy-to-postgres.ts', ...migrations.map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))];
}

/** What a seeded database is made of: the seed's arguments, today's date (the seed is relative to it) and the code that writes it. */
function seedKey(root: string, seedArgs: readonly string[], sources: readonly string[] = seedSources(root)): string {
  const hash = createHash('sha256').update(JSON.stringify(seedArgs)).update(new Date().toISOString().slice(0, 10));
  for (const file of [...sources].sort()) hash.update(file).update(fs.readFileSync(path.join(root, file)));
  return hash.digest('hex').slice(0, 16);
}

/**
 * The seeded SQLite file for `seedArgs`, written by scripts/seed.ts unless .bench-cache/ has it: kept
 * until the seed's code, arguments or date change, since the large profile takes minutes to write.
 */
async function cachedSeed(root: string, seedArgs: readonly string[]): Promise<{ file: string; log: string }> {
  const cacheDir = path.join(root, '.bench-cache');
  // Named by the arguments, so a newer seed replaces only the older one of the same arguments (the bench, soak and crash runs seed differently).
  const name = seedArgs.join('').replace(/[^a-z0-9]+/gi, '-');
  const cached = path.join(cacheDir, `${name}.${seedKey(root, seedArgs)}.db`);
  if (fs.existsSync(cached)) return { file: cached, log: `a copy of ${path.relative(root, cached)}` };
  // Older seeds of the same arguments are of no more use; a partly written one is never taken for a finished one.
  fs.mkdirSync(cacheDir, { recursive: true });
  for (const old of fs.readdirSync(cacheDir)) if (old.startsWith(`${name}.`)) fs.rmSync(path.join(cacheDir, old), { force: true });
  const writing = `${cached}.writing`;
  // Same as `DATABASE_URL=<file> npm run db:seed -- ...`, minus npm's start-up time and output.
  const output = await run(process.execPath, ['--import', './scripts/register.mjs', 'scripts/seed.ts', ...seedArgs, '--reset'], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: writing },
    stdio: ['ignore', 'pipe', process.stderr],
  });
  fs.renameSync(writing, cached);
  return { file: cached, log: output.split('\n').find((line) => line.startsWith('Seeded')) ?? output.trim() };
}

/**
 * A fresh database seeded by scripts/seed.ts with `seedArgs` (see cachedSeed), on the database BENCH_DATABASE
 * names. SQLite: a copy of the seeded file in its own temporary directory (seconds). PostgreSQL: a clone of
 * the seed's template on the server (bench/postgres.ts), while `file` is the seeded file itself, read only.
 */
export async function seedTempDatabase(
  root: string,
  seedArgs: readonly string[],
  kind: DatabaseKind = benchDatabaseKind(),
  log: (line: string) => void = (line) => process.stderr.write(`[bench] ${line}\n`),
): Promise<TempDatabase & { log: string }> {
  const seeded = await cachedSeed(root, seedArgs);
  if (kind === 'postgres') {
    const server = benchPostgresUrl();
    const clone = await clonePostgres(server, seedArgs, seedKey(root, seedArgs, [...seedSources(root), ...postgresSources(root)]), seeded.file, log);
    return {
      file: seeded.file,
      url: clone.url,
      target: { kind: 'postgres', url: clone.url },
      engine: `PostgreSQL ${clone.version}`,
      remove: once(clone.drop),
      log: `${seeded.log.replace(/^a copy of /, 'seeded as ')}; on PostgreSQL ${clone.version}: ${clone.log}`,
    };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hr-bench-'));
  const file = path.join(dir, 'bench.db');
  const remove = () => fs.rmSync(dir, { recursive: true, force: true });
  try {
    fs.copyFileSync(seeded.file, file);
    return { file, url: file, target: { kind: 'sqlite', file }, engine: await describeDatabase({ kind: 'sqlite', file }), remove, log: seeded.log };
  } catch (err) {
    remove();
    throw err;
  }
}

function once(fn: () => void): () => void {
  let done = false;
  return () => {
    if (done) return;
    done = true;
    fn();
  };
}

/** A TCP port on loopback that nothing listens on at the moment. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => (port ? resolve(port) : reject(new Error('could not pick a free port'))));
    });
  });
}

export interface ServerOptions {
  root: string;
  port: number;
  /** DATABASE_URL: a SQLite file or a postgres:// URL (TempDatabase.url). */
  databaseUrl?: string;
  /** A SQLite file: the same as `databaseUrl` (kept for e2e/sessions.spec.ts, which names it so). */
  databaseFile?: string;
  apiKey: string;
  /** WORKERS for this server; default: the environment's. */
  workers?: number;
  startTimeoutMs?: number;
}

export interface RunningServer {
  url: string;
  pid: number | undefined;
  /** The last lines the server printed (for error reports). */
  recentOutput(): string;
  /** SIGTERM, then SIGKILL after `graceMs`; resolves once the process is gone. */
  stop(graceMs?: number): Promise<void>;
  /** Last-resort synchronous kill (process exit handlers). */
  killNow(): void;
}

const KEEP_LINES = 60;

/** Starts the production entry (the bundle of server.ts) and waits for "Ready on". */
export function startServer(options: ServerOptions): Promise<RunningServer> {
  const { root, port, apiKey, workers, startTimeoutMs = 120_000 } = options;
  const databaseUrl = options.databaseUrl ?? options.databaseFile;
  if (!databaseUrl) return Promise.reject(new Error('startServer needs databaseUrl (a SQLite file or a postgres:// URL)'));
  const child: ChildProcess = spawn(process.execPath, [SERVER_ENTRY], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      ...(workers === undefined ? {} : { WORKERS: String(workers) }),
      DEMO_API_KEY: apiKey,
      RATE_LIMIT_PER_MINUTE: '1000000000',
      ALLOW_INSECURE_LOCALHOST: '1',
      NEXTAUTH_SECRET: `bench-secret-${'x'.repeat(32)}`,
    },
  });

  const lines: string[] = [];
  let exited = child.exitCode !== null;
  const exitPromise = new Promise<void>((resolve) => child.once('exit', () => ((exited = true), resolve())));
  const remember = (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n')) if (line.trim()) lines.push(line);
    if (lines.length > KEEP_LINES) lines.splice(0, lines.length - KEEP_LINES);
  };
  // Always drained: an unread pipe would eventually block the server.
  child.stdout?.on('data', remember);
  child.stderr?.on('data', remember);

  const server: RunningServer = {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid,
    recentOutput: () => lines.join('\n'),
    async stop(graceMs = 5000) {
      if (exited) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => {
        if (!exited) child.kill('SIGKILL');
      }, graceMs);
      await exitPromise;
      clearTimeout(timer);
    },
    killNow() {
      if (!exited) child.kill('SIGKILL');
    },
  };

  return new Promise((resolve, reject) => {
    let done = false;
    const finish = (err?: Error) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      child.stdout?.off('data', onData);
      if (err) {
        void server.stop().then(() => reject(err));
      } else resolve(server);
    };
    const onData = () => {
      if (lines.some((line) => line.includes('Ready on'))) finish();
    };
    const timer = setTimeout(
      () => finish(new Error(`server did not print "Ready on" within ${startTimeoutMs / 1000} s:\n${server.recentOutput()}`)),
      startTimeoutMs,
    );
    child.stdout?.on('data', onData);
    child.once('error', (err) => finish(err));
    child.once('exit', (code, signal) => finish(new Error(`server exited during start-up (${signal ?? `exit ${code}`}):\n${server.recentOutput()}`)));
  });
}

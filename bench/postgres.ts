// The PostgreSQL side of BENCH_DATABASE=postgres: the seeded SQLite file (bench/processes.ts) copied once
// per seed into a template database on the server, and a clone of it for each run.
//
// The copy (db/copy-to-postgres.ts) does about 15,000 rows a second, and the large profile holds millions,
// so the template is kept, as the seeded file is kept in .bench-cache/: `hr_bench_tpl_<args>_<key>`, where
// <args> names the seed's arguments and <key> the seed's code and date (the seeded file's own key). It is
// written as `..._writing` and renamed once the copy has committed, so a partly written one is never taken
// for a finished one; older templates of the same arguments are dropped when a newer one is made. Each run
// gets `CREATE DATABASE hr_bench_run_... TEMPLATE ...` (a file-level copy: seconds, not minutes), dropped at
// the end. Runs that share a server and a seed wait for one another's copy (an advisory lock).
import { spawnSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import pg from 'pg';
import { maskUrl } from '../db/mask-url';

const TEMPLATE_PREFIX = 'hr_bench_tpl_';
const RUN_PREFIX = 'hr_bench_run_';
const WRITING = '_writing';

const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** The URL of database `name` on the server `serverUrl` names (same user, host, port and parameters). */
export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${encodeURIComponent(name)}`;
  return url.toString();
}

/** A short hash of the seed's arguments: what a template's older versions share. */
export function seedArgsHash(seedArgs: readonly string[]): string {
  return createHash('sha256').update(JSON.stringify(seedArgs)).digest('hex').slice(0, 10);
}

/** The finished template of a seed (`key`: the seeded file's key); within PostgreSQL's 63 characters with `_writing`. */
export function templateName(seedArgs: readonly string[], key: string): string {
  return `${TEMPLATE_PREFIX}${seedArgsHash(seedArgs)}_${key.toLowerCase().replace(/[^a-z0-9]/g, '').slice(0, 16)}`;
}

/** The databases of `existing` that are older versions (or partly written ones) of the seed whose finished template is `keep`. */
export function staleTemplates(existing: readonly string[], keep: string): string[] {
  const prefix = keep.slice(0, keep.lastIndexOf('_') + 1);
  return existing.filter((name) => name.startsWith(prefix) && name !== keep);
}

/** A 63-bit advisory lock key for a seed's arguments, as a decimal string (node-postgres sends it as bigint). */
function lockKey(seedArgs: readonly string[]): string {
  return (BigInt(`0x${createHash('sha256').update(`hr-bench ${JSON.stringify(seedArgs)}`).digest('hex').slice(0, 15)}`) & ((1n << 62n) - 1n)).toString();
}

export interface PostgresClone {
  /** The run's own database: what the server gets as DATABASE_URL. */
  url: string;
  name: string;
  /** `SHOW server_version`. */
  version: string;
  /** How the template came to be (copied now, or kept from an earlier run). */
  log: string;
  /** Drops the clone (synchronously: also from an `exit` handler). */
  drop(): void;
}

async function withClient<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end().catch(() => {});
  }
}

/**
 * A fresh database on the server `serverUrl` holding what the SQLite file `seededFile` holds: a clone of
 * the seed's template, which is copied from the file first if the server does not have it yet.
 */
export async function clonePostgres(serverUrl: string, seedArgs: readonly string[], key: string, seededFile: string, log: (line: string) => void): Promise<PostgresClone> {
  const template = templateName(seedArgs, key);
  const clone = `${RUN_PREFIX}${process.pid}_${randomBytes(4).toString('hex')}`;
  return withClient(serverUrl, async (admin) => {
    const version = (await admin.query<{ server_version: string }>('SHOW server_version')).rows[0]?.server_version ?? 'unknown';
    let how = `a clone of ${template}, kept on the server from an earlier run`;
    await admin.query('SELECT pg_advisory_lock($1)', [lockKey(seedArgs)]);
    try {
      const existing = (await admin.query<{ datname: string }>('SELECT datname FROM pg_database WHERE datname LIKE $1', [`${TEMPLATE_PREFIX}%`])).rows.map((row) => row.datname);
      if (!existing.includes(template)) {
        for (const old of staleTemplates(existing, template)) {
          log(`dropping ${old}, an older (or unfinished) template of the same seed`);
          await admin.query(`DROP DATABASE IF EXISTS ${ident(old)} WITH (FORCE)`);
        }
        const writing = `${template}${WRITING}`;
        const writingUrl = databaseUrl(serverUrl, writing);
        log(`copying the seeded file into ${maskUrl(writingUrl)} (db/copy-to-postgres.ts; minutes for the large profile, once per seed)`);
        await admin.query(`CREATE DATABASE ${ident(writing)}`);
        try {
          // Loaded when a copy is needed: the module is server-only, and Playwright specs import this file.
          const { copyToPostgres } = await import('../db/copy-to-postgres');
          const copied = await copyToPostgres({ from: seededFile, to: writingUrl });
          const rows = copied.tables.filter((row) => row.table !== 'job_search').reduce((sum, row) => sum + row.target, 0);
          how = `a clone of ${template}, copied now from the seeded file: ${rows} rows in ${(copied.ms / 1000).toFixed(1)} s`;
        } catch (err) {
          await admin.query(`DROP DATABASE IF EXISTS ${ident(writing)} WITH (FORCE)`).catch(() => {});
          throw err;
        }
        // The copy has committed and closed its connection: only now is it the finished template.
        await admin.query(`ALTER DATABASE ${ident(writing)} RENAME TO ${ident(template)}`);
      }
      await admin.query(`CREATE DATABASE ${ident(clone)} TEMPLATE ${ident(template)}`);
    } finally {
      await admin.query('SELECT pg_advisory_unlock($1)', [lockKey(seedArgs)]).catch(() => {});
    }
    return { url: databaseUrl(serverUrl, clone), name: clone, version, log: how, drop: () => dropDatabaseNow(serverUrl, clone) };
  });
}

/**
 * DROP DATABASE ... WITH (FORCE) in a child process, waited for: callable where nothing asynchronous runs
 * any more (an `exit` handler), and harmless when the database is already gone.
 */
export function dropDatabaseNow(serverUrl: string, name: string): void {
  const script = `
    const pg = require('pg');
    const client = new pg.Client({ connectionString: process.env.BENCH_DROP_SERVER });
    client.connect()
      .then(() => client.query('DROP DATABASE IF EXISTS ' + JSON.stringify(process.env.BENCH_DROP_NAME) + ' WITH (FORCE)'))
      .then(() => client.end(), (err) => { console.error(err.message); process.exitCode = 1; return client.end(); });`;
  const result = spawnSync(process.execPath, ['-e', script], {
    cwd: process.cwd(),
    env: { ...process.env, BENCH_DROP_SERVER: serverUrl, BENCH_DROP_NAME: name },
    encoding: 'utf8',
    timeout: 30_000,
  });
  if (result.status !== 0) process.stderr.write(`could not drop the database ${name} on ${maskUrl(serverUrl)}: ${(result.stderr || result.error?.message || '').trim()}\n`);
}

/**
 * The production entry: fixes the client IP and protocol from the socket before Next.js sees a request,
 * adds the security headers and refuses what Next.js cannot answer well (see lib/net/request-listener.ts),
 * applies migrations, seeds the demo organisation, serves the app, and posts notifications to
 * BOT_WEBHOOK_URL when it is set. With WORKERS=N (N > 1) a primary process prepares the database once
 * and keeps N worker processes serving one port (node:cluster), each on its own connection to the same
 * database (the SQLite file, or DATABASE_URL's PostgreSQL).
 */
import cluster from 'node:cluster';
import { createServer } from 'node:http';
import { RateLimiterClusterMaster } from 'rate-limiter-flexible';
import { holdDatabase } from './db/backup';
import { databaseFile, getDb, isPostgresUrl } from './db/client';
import { flushReadAudits } from './lib/audit/record';
import { bindCareerPagesTag } from './lib/jobs/career-cache';
import { startWebhookWorker } from './lib/notifications/webhook';
import { webhookConfig } from './lib/notifications/webhook-config';
import { clientErrorListener, keepAliveSeconds, requestListener, stopKeepingAlive } from './lib/net/request-listener';
import { backupConfig, startPeriodicBackups } from './lib/server/backups';
import { limitHeapGrowth, superviseWorkers, workerCount } from './lib/server/workers';

const dev = process.argv.includes('--dev');
// Development is plain HTTP on this machine, like `npm start`: without this every page would redirect to https.
if (dev) process.env.ALLOW_INSECURE_LOCALHOST ??= '1';
const port = Number(process.env.PORT || 3000);
const hostname = process.env.HOST || undefined;
// Development stays one process: hot reloading in several would each rebuild the same files.
const workers = dev ? 1 : workerCount(process.env.WORKERS);
const keepAliveMs = keepAliveSeconds(process.env.KEEP_ALIVE_SECONDS) * 1000;
// In every process, the primary and each worker alike (each runs this file).
limitHeapGrowth(process.env.HEAP_GROWTH_PERCENT);

// The seed (for prepare) and Next.js (for serve) are loaded where they are used: the primary of several
// processes never serves and its workers never prepare, and after a crash every second of loading
// modules on a busy machine is a second longer until the port answers again.
async function prepare(): Promise<void> {
  // Backups and restores (db/backup.ts) copy a SQLite file; PostgreSQL has its own tools.
  const postgres = isPostgresUrl();
  // Open until the process exits, so that `npm run db:restore` finds the database in use (db/backup.ts).
  if (!postgres) holdDatabase(databaseFile());
  const { prepareDatabase } = await import('./lib/server/startup');
  await prepareDatabase();
  // Here, in the one process that prepares: of several processes only the primary backs up.
  const backups = backupConfig();
  if (backups && postgres) console.log('BACKUP_DIR is ignored: the database is PostgreSQL, back it up with pg_dump.');
  else if (backups) startPeriodicBackups(backups);
  process.env.NEXTAUTH_URL ||= process.env.BASE_URL || `http://localhost:${port}`;
}

/** Several processes: prepare once, then fork the workers (they inherit the environment prepare() completed). */
async function primary(): Promise<void> {
  await prepare();
  // The one set of rate-limit counters every worker asks over IPC (lib/api/rate-limit.ts).
  void new RateLimiterClusterMaster();
  const supervisor = superviseWorkers(workers, () => cluster.fork());
  console.log(`Primary ${process.pid}: ${workers} worker processes on port ${port}`);
  const stop = () => void supervisor.stop().then(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

async function serve(): Promise<void> {
  if (cluster.isPrimary) await prepare();
  // Before Next.js loads its cache: cached career pages expire when the jobs change in the database.
  bindCareerPagesTag();
  const { default: next } = await import('next');
  const app = next({ dev, port, hostname: hostname ?? 'localhost' });
  await app.prepare();
  const handle = app.getRequestHandler();
  const server = createServer(requestListener(handle, { dev }));
  server.on('clientError', (err, socket) => void clientErrorListener(err, socket));
  server.keepAliveTimeout = keepAliveMs;
  const who = cluster.isWorker ? `, worker ${process.pid}` : '';
  server.listen(port, hostname, () => console.log(`Ready on http://localhost:${port} (${dev ? 'development' : 'production'}${who})`));
  // Notifications wait in the outbox table until posted, so a restart picks up where it stopped. Every
  // worker runs the poller: a round claims its rows in one statement before posting them, so two
  // processes or machines never post the same row (tests/api/notifications.test.ts). It runs on the
  // database DATABASE_URL names, SQLite or PostgreSQL.
  const webhook = webhookConfig();
  const stopWebhook = webhook ? startWebhookWorker(getDb(), webhook) : undefined;
  const stop = () => {
    stopWebhook?.();
    stopKeepingAlive(server);
    void flushReadAudits()
      .catch((err: unknown) => console.error('Writing the waiting read audits failed:', err))
      .finally(() => server.close(() => process.exit(0)));
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

(cluster.isPrimary && workers > 1 ? primary() : serve()).catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});

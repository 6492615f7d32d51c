/**
 * The production entry: fixes the client IP and protocol from the socket before Next.js sees a request
 * (see lib/net/forwarding.ts), applies migrations, seeds the demo organisation, serves the app, and
 * posts notifications to BOT_WEBHOOK_URL when it is set.
 */
import { createServer } from 'node:http';
import next from 'next';
import { databaseFile, openDatabase } from './db/client';
import { prepareDatabase } from './db/startup';
import { flushReadAudits } from './lib/audit/record';
import { startWebhookWorker } from './lib/notifications/webhook';
import { webhookConfig } from './lib/notifications/webhook-config';
import { createForwardingFixer } from './lib/net/forwarding';

const dev = process.argv.includes('--dev');
const port = Number(process.env.PORT || 3000);
const hostname = process.env.HOST || undefined;

async function main(): Promise<void> {
  await prepareDatabase();
  process.env.NEXTAUTH_URL ||= process.env.BASE_URL || `http://localhost:${port}`;
  const app = next({ dev, port, hostname: hostname ?? 'localhost' });
  await app.prepare();
  const handle = app.getRequestHandler();
  const fixForwarding = createForwardingFixer();
  const server = createServer((req, res) => {
    fixForwarding(req);
    void handle(req, res);
  });
  server.listen(port, hostname, () => console.log(`Ready on http://localhost:${port} (${dev ? 'development' : 'production'})`));
  // Notifications wait in the outbox table until posted, so a restart picks up where it stopped.
  const webhook = webhookConfig();
  const stopWebhook = webhook ? startWebhookWorker(openDatabase(databaseFile()), webhook) : undefined;
  const stop = () => {
    stopWebhook?.();
    flushReadAudits();
    server.close(() => process.exit(0));
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});

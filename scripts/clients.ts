// npm run clients -- create --name NAME [--scopes read,write] [--ips CIDR,...] [--kind key|credentials|both] [--json]
// npm run clients -- list [--json]
// npm run clients -- revoke CLIENT_ID [--json]
import { closeDatabase, connect, migrate } from '@/db/client';
import { SCOPES, type Scope } from '@/db/schema';
import { createApiClient, listApiClients, revokeApiClient } from '@/lib/auth/api-clients';
import { isValidCidr } from '@/lib/net/ip';
import { parseArgs } from './args';

const USAGE = `Usage:
  npm run clients -- create --name NAME [--scopes read,write] [--ips 10.0.0.0/8,...] [--kind key|credentials|both] [--json]
  npm run clients -- list [--json]
  npm run clients -- revoke CLIENT_ID [--json]`;

function fail(message: string): never {
  console.error(`${message}\n\n${USAGE}`);
  process.exit(2);
}

function list(value: string | true | undefined): string[] {
  return typeof value === 'string' ? value.split(',').map((s) => s.trim()).filter(Boolean) : [];
}

const { positional, options } = parseArgs(process.argv.slice(2));
const json = options.has('json');
const db = connect();
await migrate(db);

switch (positional[0]) {
  case 'create': {
    const name = options.get('name');
    if (typeof name !== 'string' || name.trim() === '') fail('--name is required');
    const scopes = options.has('scopes') ? list(options.get('scopes')) : ['read'];
    const badScope = scopes.find((s) => !(SCOPES as readonly string[]).includes(s));
    if (badScope || scopes.length === 0) fail(`--scopes must be a comma-separated list of: ${SCOPES.join(', ')}`);
    const ips = list(options.get('ips'));
    const badIp = ips.find((ip) => !isValidCidr(ip));
    if (badIp) fail(`--ips: "${badIp}" is not an IP address or CIDR block`);
    const kind = options.get('kind') ?? 'both';
    if (kind !== 'key' && kind !== 'credentials' && kind !== 'both') fail('--kind must be key, credentials or both');
    const created = await createApiClient(db, { name: name.trim(), scopes: scopes as Scope[], ipAllowlist: ips, kind });
    if (json) console.log(JSON.stringify(created));
    else {
      console.log(`Created client ${created.clientId} (${created.name}), scopes: ${created.scopes.join(' ')}`);
      if (created.ipAllowlist.length) console.log(`  allowed from: ${created.ipAllowlist.join(', ')}`);
      if (created.apiKey) console.log(`  API key:       ${created.apiKey}`);
      if (created.clientSecret) console.log(`  client secret: ${created.clientSecret}`);
      console.log('Store these now: they are kept only as hashes and cannot be shown again.');
    }
    break;
  }
  case 'list': {
    const clients = await listApiClients(db);
    if (json) console.log(JSON.stringify(clients));
    else if (clients.length === 0) console.log('No API clients.');
    else
      for (const c of clients) {
        const kinds = [c.hasApiKey && 'key', c.hasSecret && 'credentials'].filter(Boolean).join('+');
        console.log(`${c.clientId}  ${c.name}  scopes=${c.scopes.join(',')}  ${kinds}  ips=${c.ipAllowlist.join(',') || 'any'}  ${c.revokedAt ? `revoked ${c.revokedAt}` : 'active'}`);
      }
    break;
  }
  case 'revoke': {
    const clientId = positional[1];
    if (!clientId) fail('revoke needs a CLIENT_ID');
    const revoked = await revokeApiClient(db, clientId);
    if (json) console.log(JSON.stringify({ clientId, revoked }));
    else console.log(revoked ? `Revoked ${clientId}.` : `No active client ${clientId}.`);
    if (!revoked) process.exitCode = 1;
    break;
  }
  default:
    fail(positional[0] ? `Unknown command "${positional[0]}"` : 'A command is required');
}
await closeDatabase(db);

import 'server-only';
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { changedRows, type Db, type DbOrTx } from '@/db/client';
import { preparedQuery } from '@/db/prepared';
import { versionedCache } from '@/db/versioned-cache';
import { apiClients, type Scope } from '@/db/schema';
import { nowIso } from '@/lib/time';

export type ApiClient = typeof apiClients.$inferSelect;

export function sha256Hex(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

function randomToken(prefix: string, bytes = 32): string {
  return `${prefix}_${randomBytes(bytes).toString('base64url')}`;
}

export interface NewApiClient {
  name: string;
  scopes: Scope[];
  ipAllowlist?: string[];
  /** an API key, a client-credentials pair, or both */
  kind: 'key' | 'credentials' | 'both';
  /** a fixed key value (the demo key); otherwise a random one */
  apiKey?: string;
}

export interface CreatedApiClient {
  clientId: string;
  name: string;
  scopes: Scope[];
  ipAllowlist: string[];
  apiKey?: string;
  clientSecret?: string;
}

/** Creates a client and returns its secrets: the only time they are ever visible. */
export async function createApiClient(db: DbOrTx, input: NewApiClient): Promise<CreatedApiClient> {
  const clientId = randomToken('cli', 12);
  const apiKey = input.kind === 'credentials' ? undefined : (input.apiKey ?? randomToken('hrk'));
  const clientSecret = input.kind === 'key' ? undefined : randomToken('hrs');
  const ipAllowlist = input.ipAllowlist ?? [];
  await db.insert(apiClients).values({
    clientId,
    name: input.name,
    keyHash: apiKey ? sha256Hex(apiKey) : null,
    secretHash: clientSecret ? sha256Hex(clientSecret) : null,
    scopes: input.scopes,
    ipAllowlist,
    createdAt: nowIso(),
  });
  return { clientId, name: input.name, scopes: input.scopes, ipAllowlist, apiKey, clientSecret };
}

// Looked up on every API call, so prepared once per connection.
const activeByKeyHash = preparedQuery('api_client_by_key_hash', (db) =>
  db
    .select()
    .from(apiClients)
    .where(and(eq(apiClients.keyHash, sql.placeholder('hash')), isNull(apiClients.revokedAt))),
);
const activeById = preparedQuery('api_client_by_id', (db) =>
  db
    .select()
    .from(apiClients)
    .where(and(eq(apiClients.clientId, sql.placeholder('clientId')), isNull(apiClients.revokedAt))),
);

// Kept until a client is created, changed or revoked (version triggers, migration 0015), so a revocation
// takes effect at once in every process. Unknown keys are kept too (as null): the cache is bounded.
const byKeyHash = versionedCache<ApiClient | null>(['api_clients'], 1000);
const byId = versionedCache<ApiClient | null>(['api_clients'], 1000);

export async function findActiveClientByKey(db: Db, apiKey: string): Promise<ApiClient | undefined> {
  const hash = sha256Hex(apiKey);
  const client = await byKeyHash(db, hash, async () => (await activeByKeyHash(db).execute({ hash }))[0] ?? null);
  return client ?? undefined;
}

export async function findActiveClientById(db: Db, clientId: string): Promise<ApiClient | undefined> {
  // No client id holds a NUL (they are base64url), and PostgreSQL refuses one in text where SQLite compares it.
  if (clientId.includes('\0')) return undefined;
  const client = await byId(db, clientId, async () => (await activeById(db).execute({ clientId }))[0] ?? null);
  return client ?? undefined;
}

export function secretMatches(client: ApiClient, secret: string): boolean {
  if (!client.secretHash) return false;
  const a = Buffer.from(client.secretHash, 'hex');
  const b = Buffer.from(sha256Hex(secret), 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

export async function listApiClients(db: DbOrTx) {
  const rows = await db
    .select({
      clientId: apiClients.clientId,
      name: apiClients.name,
      scopes: apiClients.scopes,
      ipAllowlist: apiClients.ipAllowlist,
      hasApiKey: apiClients.keyHash,
      hasSecret: apiClients.secretHash,
      revokedAt: apiClients.revokedAt,
      createdAt: apiClients.createdAt,
    })
    .from(apiClients)
    .orderBy(desc(apiClients.id));
  return rows.map((c) => ({ ...c, hasApiKey: c.hasApiKey !== null, hasSecret: c.hasSecret !== null }));
}

/** Returns false when no active client has that id. */
export async function revokeApiClient(db: DbOrTx, clientId: string): Promise<boolean> {
  const result = await db
    .update(apiClients)
    .set({ revokedAt: nowIso() })
    .where(and(eq(apiClients.clientId, clientId), isNull(apiClients.revokedAt)));
  return changedRows(result) > 0;
}


export function newApiKey(): string {
  return randomToken('hrk');
}

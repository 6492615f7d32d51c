import { sqliteTable, text, integer, index, primaryKey, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { employees } from './employees';

export const ROLES = ['employee', 'manager', 'recruiter', 'hr_admin'] as const;
export type Role = (typeof ROLES)[number];

export const roles = sqliteTable('roles', {
  code: text('code', { enum: ROLES }).primaryKey(),
  description: text('description').notNull(),
});

export const accounts = sqliteTable(
  'accounts',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    employeeId: integer('employee_id')
      .notNull()
      .references(() => employees.id),
    passwordHash: text('password_hash').notNull(),
    disabled: integer('disabled', { mode: 'boolean' }).notNull().default(false),
    lastSignInAt: text('last_sign_in_at'),
    createdAt: text('created_at').notNull(),
  },
  (t) => [uniqueIndex('accounts_employee_uq').on(t.employeeId)],
);

export const accountRoles = sqliteTable(
  'account_roles',
  {
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ROLES })
      .notNull()
      .references(() => roles.code),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.role] })],
);

/**
 * One signed-in browser session, named by the `sid` in its cookie. Ending it (sign-out, an admin, or the
 * triggers when the account is disabled, its roles or its password change) sets ended_at; the cookie is
 * refused from its next request. Times are epoch milliseconds: compared on every request.
 */
export const sessions = sqliteTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    createdAt: integer('created_at').notNull(),
    lastSeenAt: integer('last_seen_at').notNull(),
    endedAt: integer('ended_at'),
  },
  (t) => [index('sessions_account_idx').on(t.accountId), index('sessions_created_idx').on(t.createdAt)],
);

export const SCOPES = ['read', 'write'] as const;
export type Scope = (typeof SCOPES)[number];

/** A system that calls the API: with an API key, a client-credentials pair, or both. */
export const apiClients = sqliteTable(
  'api_clients',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    clientId: text('client_id').notNull(),
    name: text('name').notNull(),
    // SHA-256 of 256-bit random values: a slow hash adds nothing against guessing and would cost every request.
    keyHash: text('key_hash'),
    secretHash: text('secret_hash'),
    scopes: text('scopes', { mode: 'json' }).$type<Scope[]>().notNull(),
    ipAllowlist: text('ip_allowlist', { mode: 'json' }).$type<string[]>().notNull(),
    revokedAt: text('revoked_at'),
    createdAt: text('created_at').notNull(),
  },
  (t) => [uniqueIndex('api_clients_client_id_uq').on(t.clientId), uniqueIndex('api_clients_key_hash_uq').on(t.keyHash)],
);

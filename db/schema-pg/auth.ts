import { pgTable, text, integer, bigint, boolean, jsonb, index, primaryKey, uniqueIndex } from 'drizzle-orm/pg-core';
import { ROLES, type Scope } from '../schema/auth';
import { employees } from './employees';

export const roles = pgTable('roles', {
  code: text('code', { enum: ROLES }).primaryKey(),
  description: text('description').notNull(),
});

export const accounts = pgTable(
  'accounts',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    employeeId: integer('employee_id')
      .notNull()
      .references(() => employees.id),
    passwordHash: text('password_hash').notNull(),
    disabled: boolean('disabled').notNull().default(false),
    lastSignInAt: text('last_sign_in_at'),
    createdAt: text('created_at').notNull(),
  },
  (t) => [uniqueIndex('accounts_employee_uq').on(t.employeeId)],
);

export const accountRoles = pgTable(
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

export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    createdAt: bigint('created_at', { mode: 'number' }).notNull(),
    lastSeenAt: bigint('last_seen_at', { mode: 'number' }).notNull(),
    endedAt: bigint('ended_at', { mode: 'number' }),
  },
  (t) => [index('sessions_account_idx').on(t.accountId), index('sessions_created_idx').on(t.createdAt)],
);

export const apiClients = pgTable(
  'api_clients',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    clientId: text('client_id').notNull(),
    name: text('name').notNull(),
    keyHash: text('key_hash'),
    secretHash: text('secret_hash'),
    scopes: jsonb('scopes').$type<Scope[]>().notNull(),
    ipAllowlist: jsonb('ip_allowlist').$type<string[]>().notNull(),
    revokedAt: text('revoked_at'),
    createdAt: text('created_at').notNull(),
  },
  (t) => [uniqueIndex('api_clients_client_id_uq').on(t.clientId), uniqueIndex('api_clients_key_hash_uq').on(t.keyHash)],
);

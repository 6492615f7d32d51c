// The PostgreSQL twin of db/schema: the same tables, columns, keys and indexes in pg-core, one file per file
// there (tests/db/schema-parity.test.ts holds the two equal). Column meanings are documented on the SQLite
// side only; comments here say where PostgreSQL differs. The enum values are db/schema/enums.ts's own.
export * from './org';
export * from './employees';
export * from './files';
export * from './auth';
export * from './audit';
export * from './versions';
export * from './jobs';
export * from './candidates';
export * from './applications';
export * from './referrals';
export * from './leave';
export * from './attendance';
export * from './payroll';
export * from './notifications';

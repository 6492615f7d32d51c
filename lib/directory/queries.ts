import 'server-only';
import { and, asc, count, eq, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import type { Db, DbOrTx } from '@/db/client';
import { versionedCacheSync } from '@/db/versioned-cache';
import { businessUnits, employees, locations, storedFiles } from '@/db/schema';
import { likeContains } from '@/lib/api/params';
import { pictureUrl } from '@/lib/profile/picture';
import type { DirectoryEntry, DirectoryFilters, DirectoryQuery } from './schemas';

const manager = alias(employees, 'manager');

/** Which optional filters a query uses; each combination gets its own prepared statements. */
type FilterShape = { q: boolean; unit: boolean; location: boolean };

const contains = (column: AnyColumn) => sql`${column} LIKE ${sql.placeholder('pattern')} ESCAPE '\\'`;

function directoryFilter(shape: FilterShape): SQL | undefined {
  return and(
    eq(employees.status, 'active'),
    shape.unit ? eq(employees.orgUnitCode, sql.placeholder('unit')) : undefined,
    shape.location ? eq(employees.locationCode, sql.placeholder('location')) : undefined,
    shape.q ? or(contains(employees.displayName), contains(employees.username), contains(employees.workEmail)) : undefined,
  );
}

function buildStatements(db: Db, shape: FilterShape) {
  const where = directoryFilter(shape);
  const page = db
    .select({
      username: employees.username,
      employeeCode: employees.employeeCode,
      displayName: employees.displayName,
      firstName: employees.firstName,
      lastName: employees.lastName,
      designation: employees.designation,
      department: employees.department,
      orgUnitCode: employees.orgUnitCode,
      businessUnitName: businessUnits.name,
      locationCode: employees.locationCode,
      locationName: locations.name,
      workEmail: employees.workEmail,
      managerUsername: manager.username,
      pictureSha: storedFiles.sha256,
    })
    .from(employees)
    .innerJoin(businessUnits, eq(businessUnits.orgUnitCode, employees.orgUnitCode))
    .innerJoin(locations, eq(locations.code, employees.locationCode))
    .leftJoin(manager, eq(manager.id, employees.managerId))
    .leftJoin(storedFiles, eq(storedFiles.id, employees.pictureFileId))
    .where(where)
    .orderBy(asc(employees.displayName), asc(employees.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare();
  const total = db.select({ n: count() }).from(employees).where(where).prepare();
  return { page, total };
}

const statementsPerDb = new WeakMap<Db, Map<string, ReturnType<typeof buildStatements>>>();

function statementsFor(db: Db, shape: FilterShape) {
  let byShape = statementsPerDb.get(db);
  if (!byShape) {
    byShape = new Map();
    statementsPerDb.set(db, byShape);
  }
  const key = `${shape.q}${shape.unit}${shape.location}`;
  let statements = byShape.get(key);
  if (!statements) {
    statements = buildStatements(db, shape);
    byShape.set(key, statements);
  }
  return statements;
}

// A page and its total (a count over thousands of rows) change only when these tables do; colleagues
// ask for the same first pages and searches over and over. Pages show pictures, which have their own
// version (migration 0018).
const cachedPages = versionedCacheSync<{ items: DirectoryEntry[]; total: number }>(['employees', 'employee_pictures', 'business_units', 'locations']);

/** Active employees by name (then id, so pages are stable), with the total for the same filter. */
export function listDirectory(db: Db, query: DirectoryQuery): { items: DirectoryEntry[]; total: number } {
  const shape = { q: query.q !== undefined, unit: query.orgUnitCode !== undefined, location: query.location !== undefined };
  const values = {
    pattern: query.q === undefined ? undefined : likeContains(query.q),
    unit: query.orgUnitCode,
    location: query.location,
  };
  const key = JSON.stringify([values, query.limit, query.offset]);
  return cachedPages(db, key, () => {
    const statements = statementsFor(db, shape);
    const rows = statements.page.all({ ...values, limit: query.limit, offset: query.offset });
    const total = statements.total.get(values)?.n ?? 0;
    return { items: rows.map(({ pictureSha, ...row }) => ({ ...row, pictureUrl: pictureUrl(pictureSha) })), total };
  });
}

/** Every business unit with its parent, by name: the tree the directory and the career portal filter by. */
export function businessUnitsByName(db: DbOrTx) {
  return db
    .select({ orgUnitCode: businessUnits.orgUnitCode, name: businessUnits.name, parentOrgUnitCode: businessUnits.parentOrgUnitCode })
    .from(businessUnits)
    .orderBy(asc(businessUnits.name));
}

/** The business units and locations the directory can be filtered by. */
export function directoryFilters(db: DbOrTx): DirectoryFilters {
  return {
    businessUnits: businessUnitsByName(db).all(),
    locations: db.select({ code: locations.code, name: locations.name, city: locations.city }).from(locations).orderBy(asc(locations.name)).all(),
  };
}

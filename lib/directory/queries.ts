import 'server-only';
import { and, asc, count, eq, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { readTogether, type Db, type DbOrTx } from '@/db/client';
import { preparedPerVariant, preparedQuery } from '@/db/prepared';
import { versionedCache } from '@/db/versioned-cache';
import { businessUnits, employees, locations, storedFiles } from '@/db/schema';
import { likeContains } from '@/lib/api/params';
import { pictureUrl } from '@/lib/profile/picture';
import type { DirectoryEntry, DirectoryFilters, DirectoryQuery } from './schemas';

// The employees table again, under another name, as a subquery: PostgreSQL's Drizzle drops the name of an
// aliased table from a join; both databases flatten the subquery into the join.
const managers = (db: Db) => db.select({ id: employees.id, username: employees.username }).from(employees).as('manager');

/** Which optional filters a query uses; each combination gets its own prepared statements. */
type FilterShape = { q: boolean; unit: boolean; location: boolean };

// Case-insensitive on both databases (PostgreSQL's LIKE is not), and the pattern's \ escapes % and _.
const contains = (column: AnyColumn) => sql`lower(${column}) LIKE lower(${sql.placeholder('pattern')}) ESCAPE '\\'`;

function directoryFilter(shape: FilterShape): SQL | undefined {
  return and(
    eq(employees.status, 'active'),
    shape.unit ? eq(employees.orgUnitCode, sql.placeholder('unit')) : undefined,
    shape.location ? eq(employees.locationCode, sql.placeholder('location')) : undefined,
    shape.q ? or(contains(employees.displayName), contains(employees.username), contains(employees.workEmail)) : undefined,
  );
}

function pageQuery(db: Db, shape: FilterShape) {
  const manager = managers(db);
  return db
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
    .where(directoryFilter(shape))
    .orderBy(asc(employees.displayName), asc(employees.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'));
}

const statementsFor = preparedPerVariant(
  (shape: FilterShape) => `directory_q${Number(shape.q)}_u${Number(shape.unit)}_l${Number(shape.location)}`,
  (name, shape) => ({
    page: preparedQuery(`${name}_page`, (db) => pageQuery(db, shape)),
    total: preparedQuery(`${name}_total`, (db) => db.select({ n: count() }).from(employees).where(directoryFilter(shape))),
  }),
);

// A page and its total (a count over thousands of rows) change only when these tables do; colleagues
// ask for the same first pages and searches over and over. Pages show pictures, which have their own
// version (migration 0018).
const cachedPages = versionedCache<{ items: DirectoryEntry[]; total: number }>(['employees', 'employee_pictures', 'business_units', 'locations']);

/** Active employees by name (then id, so pages are stable), with the total for the same filter. */
export function listDirectory(db: Db, query: DirectoryQuery): Promise<{ items: DirectoryEntry[]; total: number }> {
  const shape = { q: query.q !== undefined, unit: query.orgUnitCode !== undefined, location: query.location !== undefined };
  const values = {
    pattern: query.q === undefined ? undefined : likeContains(query.q),
    unit: query.orgUnitCode,
    location: query.location,
  };
  const key = JSON.stringify([values, query.limit, query.offset]);
  return cachedPages(db, key, async () => {
    const statements = statementsFor(shape);
    const [rows, [counted]] = await readTogether(db, (db) =>
      Promise.all([statements.page(db).execute({ ...values, limit: query.limit, offset: query.offset }), statements.total(db).execute(values)]),
    );
    return { items: rows.map(({ pictureSha, ...row }) => ({ ...row, pictureUrl: pictureUrl(pictureSha) })), total: counted?.n ?? 0 };
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
export async function directoryFilters(db: DbOrTx): Promise<DirectoryFilters> {
  return {
    businessUnits: await businessUnitsByName(db),
    locations: await db.select({ code: locations.code, name: locations.name, city: locations.city }).from(locations).orderBy(asc(locations.name)),
  };
}

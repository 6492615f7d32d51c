import { and, asc, count, eq, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import type { DbOrTx } from '@/db/client';
import { businessUnits, employees, locations, storedFiles } from '@/db/schema';
import { likeContains } from '@/lib/api/params';
import { pictureUrl } from '@/lib/profile/picture';
import type { DirectoryEntry, DirectoryFilters, DirectoryQuery } from './schemas';

const manager = alias(employees, 'manager');

function like(column: SQL | typeof employees.username, pattern: string): SQL {
  return sql`${column} LIKE ${pattern} ESCAPE '\\'`;
}

function directoryFilter(query: DirectoryQuery): SQL | undefined {
  const conditions: (SQL | undefined)[] = [eq(employees.status, 'active')];
  if (query.orgUnitCode) conditions.push(eq(employees.orgUnitCode, query.orgUnitCode));
  if (query.location) conditions.push(eq(employees.locationCode, query.location));
  if (query.q) {
    const pattern = likeContains(query.q);
    conditions.push(or(like(sql`${employees.displayName}`, pattern), like(employees.username, pattern), like(sql`${employees.workEmail}`, pattern)));
  }
  return and(...conditions);
}

/** Active employees by name (then id, so pages are stable), with the total for the same filter. */
export function listDirectory(db: DbOrTx, query: DirectoryQuery): { items: DirectoryEntry[]; total: number } {
  const where = directoryFilter(query);
  const rows = db
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
    .limit(query.limit)
    .offset(query.offset)
    .all();
  const total = db.select({ n: count() }).from(employees).where(where).get()?.n ?? 0;
  return { items: rows.map(({ pictureSha, ...row }) => ({ ...row, pictureUrl: pictureUrl(pictureSha) })), total };
}

/** The business units and locations the directory can be filtered by. */
export function directoryFilters(db: DbOrTx): DirectoryFilters {
  return {
    businessUnits: db
      .select({ orgUnitCode: businessUnits.orgUnitCode, name: businessUnits.name, parentOrgUnitCode: businessUnits.parentOrgUnitCode })
      .from(businessUnits)
      .orderBy(asc(businessUnits.name))
      .all(),
    locations: db.select({ code: locations.code, name: locations.name, city: locations.city }).from(locations).orderBy(asc(locations.name)).all(),
  };
}

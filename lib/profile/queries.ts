import 'server-only';
import { eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '@/db/client';
import { driverValue, preparedQuery } from '@/db/prepared';
import { businessUnits, employees, locations, storedFiles } from '@/db/schema';
import { ApiError } from '@/lib/api/errors';
import { storeFile } from '@/lib/files/store';
import { nowIso } from '@/lib/time';
import { pictureUrl, type DecodedPicture } from './picture';
import type { EmployeeDetail } from './schemas';

// The employees table again, under another name, as a subquery: PostgreSQL's Drizzle drops the name of an
// aliased table from a join; both databases flatten the subquery into the join.
const managers = (db: Db) =>
  db
    .select({ id: employees.id, username: employees.username, employeeCode: employees.employeeCode, displayName: employees.displayName, designation: employees.designation, workEmail: employees.workEmail })
    .from(employees)
    .as('manager');

const detailByUsername = preparedQuery('profile_detail_by_username', (db) => {
  const manager = managers(db);
  return db
    .select({
      username: employees.username,
      employeeCode: employees.employeeCode,
      firstName: employees.firstName,
      middleName: employees.middleName,
      lastName: employees.lastName,
      displayName: employees.displayName,
      status: employees.status,
      designation: employees.designation,
      department: employees.department,
      dateOfJoining: employees.dateOfJoining,
      orgUnitCode: businessUnits.orgUnitCode,
      orgUnitName: businessUnits.name,
      locationCode: locations.code,
      locationName: locations.name,
      city: locations.city,
      state: locations.state,
      country: locations.country,
      managerUsername: manager.username,
      managerCode: manager.employeeCode,
      managerName: manager.displayName,
      managerDesignation: manager.designation,
      managerEmail: manager.workEmail,
      workEmail: employees.workEmail,
      personalEmail: employees.personalEmail,
      mobileNumber: employees.mobileNumber,
      panNumber: employees.panNumber,
      pictureSha: storedFiles.sha256,
    })
    .from(employees)
    .innerJoin(businessUnits, eq(businessUnits.orgUnitCode, employees.orgUnitCode))
    .innerJoin(locations, eq(locations.code, employees.locationCode))
    .leftJoin(manager, eq(manager.id, employees.managerId))
    .leftJoin(storedFiles, eq(storedFiles.id, employees.pictureFileId))
    .where(eq(employees.username, sql.placeholder('username')));
});

export async function getEmployeeDetail(db: Db, username: string): Promise<EmployeeDetail | undefined> {
  const [row] = await detailByUsername(db).execute({ username });
  if (!row) return undefined;
  return {
    username: row.username,
    employeeCode: row.employeeCode,
    firstName: row.firstName,
    middleName: row.middleName,
    lastName: row.lastName,
    displayName: row.displayName,
    status: row.status,
    designation: row.designation,
    department: row.department,
    dateOfJoining: row.dateOfJoining,
    businessUnit: { orgUnitCode: row.orgUnitCode, name: row.orgUnitName },
    location: { code: row.locationCode, name: row.locationName, city: row.city, state: row.state, country: row.country },
    manager:
      row.managerUsername && row.managerCode && row.managerName && row.managerDesignation && row.managerEmail
        ? {
            username: row.managerUsername,
            employeeCode: row.managerCode,
            displayName: row.managerName,
            designation: row.managerDesignation,
            workEmail: row.managerEmail,
          }
        : null,
    workEmail: row.workEmail,
    personalEmail: row.personalEmail,
    mobileNumber: row.mobileNumber,
    panNumber: row.panNumber,
    pictureUrl: pictureUrl(row.pictureSha),
  };
}

const setPicture = preparedQuery('set_employee_picture', (db) =>
  db
    .update(employees)
    .set({ pictureFileId: driverValue('fileId'), updatedAt: driverValue('now') })
    .where(eq(employees.username, sql.placeholder('username')))
    .returning({ id: employees.id }),
);

/**
 * Stores the picture (once: see storeFile) and makes it the employee's, in one update by username; a 404
 * when there is no such employee, which rolls the stored file back with the write.
 */
export async function setEmployeePicture(tx: DbOrTx, username: string, picture: DecodedPicture): Promise<void> {
  const fileId = await storeFile(tx, picture);
  const [updated] = await setPicture(tx).execute({ username, fileId, now: nowIso() });
  if (!updated) throw new ApiError('not_found', `No employee with username "${username}".`);
}

/** A picture that is some employee's current profile picture (never any other stored file). */
export async function findProfilePicture(db: DbOrTx, sha256: string): Promise<{ bytes: Buffer; contentType: string } | undefined> {
  const [picture] = await db
    .select({ bytes: storedFiles.bytes, contentType: storedFiles.contentType })
    .from(storedFiles)
    .innerJoin(employees, eq(employees.pictureFileId, storedFiles.id))
    .where(eq(storedFiles.sha256, sha256))
    .limit(1);
  return picture;
}

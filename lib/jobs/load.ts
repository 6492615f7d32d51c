import 'server-only';
import { asc, eq, sql, type SQL } from 'drizzle-orm';
import { isPostgres, readTogether, type Db } from '@/db/client';
import { preparedQuery } from '@/db/prepared';
import { businessUnits, employees, jobLocations, jobs, jobSkills, locations } from '@/db/schema';
import type { JobRecord, PortalJob, PortalJobDetail } from './schemas';

// Every job reader (portal list and detail, recruiter list, referral search) finds ids first and then
// loads the same shape here, in three prepared statements whatever the number of ids.

/** `column` is one of the ids the `ids` placeholder holds, bound as one JSON array so any number fits. */
function idIn(db: Db, column: typeof jobs.id | typeof jobLocations.jobId | typeof jobSkills.jobId): SQL {
  const ids = sql.placeholder('ids');
  return isPostgres(db)
    ? sql`${column} IN (SELECT value::integer FROM json_array_elements_text(${ids}::json))`
    : sql`${column} IN (SELECT value FROM json_each(${ids}))`;
}

const jobRows = preparedQuery('load_jobs', (db) =>
  db
    .select({ job: jobs, businessUnitName: businessUnits.name, ownerName: employees.displayName })
    .from(jobs)
    .innerJoin(businessUnits, eq(businessUnits.orgUnitCode, jobs.orgUnitCode))
    .leftJoin(employees, eq(employees.username, jobs.owner))
    .where(idIn(db, jobs.id)),
);
const locationRows = preparedQuery('load_job_locations', (db) =>
  db
    .select({ jobId: jobLocations.jobId, location: locations.code, name: locations.name, city: locations.city })
    .from(jobLocations)
    .innerJoin(locations, eq(locations.code, jobLocations.locationCode))
    .where(idIn(db, jobLocations.jobId))
    .orderBy(asc(locations.name)),
);
const skillRows = preparedQuery('load_job_skills', (db) =>
  db
    .select({ jobId: jobSkills.jobId, skill: jobSkills.skill })
    .from(jobSkills)
    .where(idIn(db, jobSkills.jobId))
    .orderBy(asc(jobSkills.jobId), asc(jobSkills.position)),
);

/** Jobs with their business unit, locations and skills, in the order of `ids` (unknown ids are left out). */
export async function loadJobs(db: Db, ids: readonly number[]): Promise<JobRecord[]> {
  if (ids.length === 0) return [];
  const values = { ids: JSON.stringify(ids) };
  const [jobsFound, locationsFound, skillsFound] = await readTogether(db, (db) =>
    Promise.all([jobRows(db).execute(values), locationRows(db).execute(values), skillRows(db).execute(values)]),
  );
  const locationsById = groupBy(locationsFound, (r) => r.jobId);
  const skillsById = groupBy(skillsFound, (r) => r.jobId);
  const byId = new Map(
    jobsFound.map(({ job, businessUnitName, ownerName }) => {
      const record: JobRecord = {
        jobCode: job.jobCode,
        title: job.title,
        description: job.description,
        orgUnitCode: job.orgUnitCode,
        businessUnitName,
        joiningLocations: (locationsById.get(job.id) ?? []).map(({ location, name, city }) => ({ location, name, city })),
        employmentType: job.employmentType,
        minExp: job.minExp,
        maxExp: job.maxExp,
        skills: (skillsById.get(job.id) ?? []).map((r) => r.skill),
        openings: job.openings,
        salary: job.salaryMin !== null && job.salaryMax !== null ? { min: job.salaryMin, max: job.salaryMax, currencyCode: job.currencyCode } : null,
        postedDate: job.postedDate,
        closingDate: job.closingDate,
        status: job.status,
        publishedOnPortal: job.publishedOnPortal,
        publishedForReferral: job.publishedForReferral,
        referralBonus: job.referralBonus,
        currencyCode: job.currencyCode,
        closedAt: job.closedAt,
        owner: job.owner ? { username: job.owner, displayName: ownerName ?? job.owner } : null,
        createdBy: job.createdBy,
        createdAt: job.createdAt,
        updatedBy: job.updatedBy,
        updatedAt: job.updatedAt,
      };
      return [job.id, record] as const;
    }),
  );
  return ids.flatMap((id) => byId.get(id) ?? []);
}

function groupBy<T, K>(rows: readonly T[], keyOf: (row: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const row of rows) {
    const key = keyOf(row);
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  return groups;
}

/** What candidates may see of a job in a list: no status, publication flags, bonus or audit fields. */
export function portalView(job: JobRecord): PortalJob {
  return {
    jobCode: job.jobCode,
    title: job.title,
    orgUnitCode: job.orgUnitCode,
    businessUnitName: job.businessUnitName,
    joiningLocations: job.joiningLocations,
    employmentType: job.employmentType,
    minExp: job.minExp,
    maxExp: job.maxExp,
    skills: job.skills,
    openings: job.openings,
    salary: job.salary,
    postedDate: job.postedDate,
    closingDate: job.closingDate,
  };
}

export function portalDetailView(job: JobRecord): PortalJobDetail {
  return { ...portalView(job), description: job.description };
}

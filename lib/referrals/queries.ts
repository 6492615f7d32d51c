import 'server-only';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { readTogether, type Db } from '@/db/client';
import { preparedPerVariant, preparedQuery } from '@/db/prepared';
import { applications, candidates, jobs, referrals } from '@/db/schema';
import { actorNameSql, actorShown, historiesOf } from '@/lib/applications/queries';
import { referralStatusOf, stageOfReferralStatus } from '@/lib/applications/stages';
import type { ReferralStatus } from './constants';
import type { Referral } from './schemas';

export interface ReferralFilter {
  referralId?: string;
  referrer?: string;
  status?: ReferralStatus;
  jobCode?: string;
  /** The owning recruiter of the referral's job. */
  owner?: string;
  offset: number;
  limit: number;
}

/** Each filter of ReferralFilter as a condition on its placeholder (named as the filter, `stage` for `status`). */
const CONDITIONS = {
  referralId: () => eq(referrals.referralId, sql.placeholder('referralId')),
  referrer: () => eq(referrals.referrer, sql.placeholder('referrer')),
  status: () => eq(applications.stage, sql.placeholder('stage')),
  jobCode: () => eq(jobs.jobCode, sql.placeholder('jobCode')),
  owner: () => eq(jobs.owner, sql.placeholder('owner')),
} as const;
type FilterName = keyof typeof CONDITIONS;
const FILTER_NAMES = Object.keys(CONDITIONS) as FilterName[];

/** The page and the count of one set of filters (one of 32). */
const statementsFor = preparedPerVariant(
  (used: readonly FilterName[]) => `referrals_${used.join('_') || 'all'}`,
  (name, used) => {
    const where = () => and(...used.map((filter) => CONDITIONS[filter]()));
    const page = preparedQuery(`${name}_page`, (db) =>
      db
        .select({
          r: referrals,
          referrerName: actorNameSql(referrals.referrer),
          stage: applications.stage,
          jobCode: jobs.jobCode,
          jobTitle: jobs.title,
          jobStatus: jobs.status,
          candidateId: candidates.candidateId,
        })
        .from(referrals)
        .innerJoin(applications, eq(applications.id, referrals.applicationId))
        .innerJoin(jobs, eq(jobs.id, referrals.jobId))
        .innerJoin(candidates, eq(candidates.id, referrals.candidateId))
        .where(where())
        .orderBy(desc(referrals.id))
        .limit(sql.placeholder('limit'))
        .offset(sql.placeholder('offset')),
    );
    const counted = preparedQuery(`${name}_count`, (db) =>
      db
        .select({ n: count() })
        .from(referrals)
        .innerJoin(applications, eq(applications.id, referrals.applicationId))
        .innerJoin(jobs, eq(jobs.id, referrals.jobId))
        .where(where()),
    );
    return { page, counted };
  },
);

/** Referrals newest first, each with its job, candidate, bonus and whole history; the status is its application's stage. */
export async function listReferrals(db: Db, filter: ReferralFilter): Promise<{ items: Referral[]; total: number }> {
  const used = FILTER_NAMES.filter((name) => filter[name] !== undefined && filter[name] !== '');
  const { page, counted } = statementsFor(used);
  const values = {
    referralId: filter.referralId,
    referrer: filter.referrer,
    stage: filter.status ? stageOfReferralStatus(filter.status) : undefined,
    jobCode: filter.jobCode,
    owner: filter.owner,
    limit: filter.limit,
    offset: filter.offset,
  };
  const [rows, [total]] = await readTogether(db, (db) => Promise.all([page(db).execute(values), counted(db).execute(values)]));
  const histories = await historiesOf(
    db,
    rows.map((row) => row.r.applicationId),
  );
  const items = rows.map(({ r, referrerName, stage, jobCode, jobTitle, jobStatus, candidateId }) => ({
    referralId: r.referralId,
    status: referralStatusOf(stage),
    referrer: r.referrer,
    referrerName: actorShown(r.referrer, referrerName),
    job: { jobCode, title: jobTitle, status: jobStatus },
    candidate: {
      candidateId,
      name: r.candidateName,
      email: r.email,
      mobileNumber: r.mobileNumber,
      expInYear: r.expInYears,
      expInMonth: r.expInMonths,
      skills: r.skills,
      hasResume: r.resumeFileId !== null,
    },
    bonus: { amount: r.bonusAmount, currencyCode: r.bonusCurrency, status: r.bonusStatus, dueOn: r.bonusDueOn },
    history: (histories.get(r.applicationId) ?? []).map((move) => ({
      ...move,
      from: move.from === null ? null : referralStatusOf(move.from),
      to: referralStatusOf(move.to),
    })),
    createdAt: r.createdAt,
    updatedAt: r.updatedAt,
  }));
  return { items, total: total?.n ?? 0 };
}

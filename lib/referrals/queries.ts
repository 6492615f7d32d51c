import 'server-only';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { applications, candidates, jobs, referrals } from '@/db/schema';
import { actorNames, historiesOf } from '@/lib/applications/queries';
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

/** Referrals newest first, each with its job, candidate, bonus and whole history; the status is its application's stage. */
export async function listReferrals(db: Db, filter: ReferralFilter): Promise<{ items: Referral[]; total: number }> {
  const where = and(
    filter.referralId ? eq(referrals.referralId, filter.referralId) : undefined,
    filter.referrer ? eq(referrals.referrer, filter.referrer) : undefined,
    filter.status ? eq(applications.stage, stageOfReferralStatus(filter.status)) : undefined,
    filter.jobCode ? eq(jobs.jobCode, filter.jobCode) : undefined,
    filter.owner ? eq(jobs.owner, filter.owner) : undefined,
  );
  const rows = await db
    .select({
      r: referrals,
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
    .where(where)
    .orderBy(desc(referrals.id))
    .limit(filter.limit)
    .offset(filter.offset);
  const [counted] = await db
    .select({ n: count() })
    .from(referrals)
    .innerJoin(applications, eq(applications.id, referrals.applicationId))
    .innerJoin(jobs, eq(jobs.id, referrals.jobId))
    .where(where);
  const total = counted?.n ?? 0;
  const histories = await historiesOf(
    db,
    rows.map((row) => row.r.applicationId),
  );
  const names = await actorNames(
    db,
    rows.map((row) => row.r.referrer),
  );
  const items = rows.map(({ r, stage, jobCode, jobTitle, jobStatus, candidateId }) => ({
    referralId: r.referralId,
    status: referralStatusOf(stage),
    referrer: r.referrer,
    referrerName: names.get(r.referrer) ?? r.referrer,
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
  return { items, total };
}

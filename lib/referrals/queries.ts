import 'server-only';
import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { candidates, jobs, referralHistory, referrals } from '@/db/schema';
import type { ReferralStatus } from './constants';
import type { Referral, ReferralMove } from './schemas';

export interface ReferralFilter {
  referralId?: string;
  referrer?: string;
  status?: ReferralStatus;
  jobCode?: string;
  offset: number;
  limit: number;
}

/** Referrals newest first, each with its job, candidate, bonus and whole history. */
export function listReferrals(db: Db, filter: ReferralFilter): { items: Referral[]; total: number } {
  const where = and(
    filter.referralId ? eq(referrals.referralId, filter.referralId) : undefined,
    filter.referrer ? eq(referrals.referrer, filter.referrer) : undefined,
    filter.status ? eq(referrals.status, filter.status) : undefined,
    filter.jobCode ? eq(jobs.jobCode, filter.jobCode) : undefined,
  );
  const rows = db
    .select({ r: referrals, jobCode: jobs.jobCode, jobTitle: jobs.title, jobStatus: jobs.status, candidateId: candidates.candidateId })
    .from(referrals)
    .innerJoin(jobs, eq(jobs.id, referrals.jobId))
    .innerJoin(candidates, eq(candidates.id, referrals.candidateId))
    .where(where)
    .orderBy(desc(referrals.id))
    .limit(filter.limit)
    .offset(filter.offset)
    .all();
  const total = db.select({ n: count() }).from(referrals).innerJoin(jobs, eq(jobs.id, referrals.jobId)).where(where).get()?.n ?? 0;
  const history = historyOf(
    db,
    rows.map((row) => row.r.id),
  );
  const items = rows.map(({ r, jobCode, jobTitle, jobStatus, candidateId }) => ({
    referralId: r.referralId,
    status: r.status,
    referrer: r.referrer,
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
    history: history.get(r.id) ?? [],
    createdAt: r.createdAt,
    updatedAt: r.updatedAt,
  }));
  return { items, total };
}

/** The moves of these referrals, oldest first, in one query. */
function historyOf(db: Db, ids: number[]): Map<number, ReferralMove[]> {
  const byReferral = new Map<number, ReferralMove[]>();
  if (!ids.length) return byReferral;
  const moves = db.select().from(referralHistory).where(inArray(referralHistory.referralId, ids)).orderBy(asc(referralHistory.id)).all();
  for (const m of moves) {
    const list = byReferral.get(m.referralId) ?? [];
    list.push({ from: m.fromStatus, to: m.toStatus, note: m.note, by: m.movedBy, at: m.movedAt });
    byReferral.set(m.referralId, list);
  }
  return byReferral;
}

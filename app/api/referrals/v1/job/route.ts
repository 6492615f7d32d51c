import { otherMethods } from '@/lib/api/method-not-allowed';
import { route } from '@/lib/api/route';
import { referralJobSearchOp } from '@/lib/referrals/operations';
import { searchReferralJobs } from '@/lib/referrals/search';

// GET /api/referrals/v1/job - jobs employees may refer people to
export const GET = route(referralJobSearchOp, async ({ query, db }) => {
  const { items, total } = await searchReferralJobs(db, query);
  return { items, offset: query.offset, limit: query.limit, total };
});

export const { POST, PUT, PATCH, DELETE } = otherMethods('GET');

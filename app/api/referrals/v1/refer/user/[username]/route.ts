import { assertSelfOrAdmin } from '@/lib/api/access';
import { otherMethods } from '@/lib/api/method-not-allowed';
import { route } from '@/lib/api/route';
import { myReferralsOp } from '@/lib/referrals/operations';
import { listReferrals } from '@/lib/referrals/queries';

// GET /api/referrals/v1/refer/user/{username} - the referrals a person made, with their status
export const GET = route(myReferralsOp, async ({ params, query, principal, db }) => {
  assertSelfOrAdmin(principal, params.username);
  const { items, total } = await listReferrals(db, { referrer: params.username, offset: query.offset, limit: query.limit });
  return { items, offset: query.offset, limit: query.limit, total };
});

export const { POST, PUT, PATCH, DELETE } = otherMethods('GET');

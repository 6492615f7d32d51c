import { ApiError } from '@/lib/api/errors';
import { otherMethods } from '@/lib/api/method-not-allowed';
import { actorName } from '@/lib/api/principal';
import { route } from '@/lib/api/route';
import { referralStatusOp } from '@/lib/referrals/operations';
import { assertMayMove, moveReferral } from '@/lib/referrals/pipeline';
import { listReferrals } from '@/lib/referrals/queries';

// POST /api/referrals/v1/refer/{referralId}/status - move a referral through the pipeline
export const POST = route(referralStatusOp, async ({ params, body, principal, db, write }) => {
  await write(params.referralId, async (tx) => {
    await assertMayMove(tx, principal, params.referralId, body.status);
    await moveReferral(tx, params.referralId, body.status, body.note, actorName(principal));
  });
  const [saved] = (await listReferrals(db, { referralId: params.referralId, offset: 0, limit: 1 })).items;
  if (!saved) throw new ApiError('not_found', `No referral ${params.referralId}.`);
  return saved;
});

export const { GET, PUT, PATCH, DELETE } = otherMethods('POST');

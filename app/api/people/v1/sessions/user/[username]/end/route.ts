import { ApiError } from '@/lib/api/errors';
import { otherMethods } from '@/lib/api/method-not-allowed';
import { route } from '@/lib/api/route';
import { endSessionsOp } from '@/lib/auth/operations';
import { endSessionsOf } from '@/lib/auth/sessions';

// POST /api/people/v1/sessions/user/{username}/end - end every signed-in session of a person
export const POST = route(endSessionsOp, ({ params, write }) =>
  write(`sessions:${params.username}`, async (tx) => {
    const ended = await endSessionsOf(tx, params.username);
    if (ended === null) throw new ApiError('not_found', `No account has the username ${params.username}.`);
    return { username: params.username, endedSessions: ended };
  }),
);

export const { GET, PUT, PATCH, DELETE } = otherMethods('POST');

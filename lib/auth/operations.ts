import { defineOperation } from '@/lib/api/operation';
import { z } from 'zod';
import { usernamePathParams } from '@/lib/profile/schemas';
import { tokenRequestSchema, tokenResponseSchema } from './token-schemas';

const endedSessionsSchema = z.object({ username: z.string(), endedSessions: z.number().int().nonnegative() }).meta({ id: 'EndedSessions' });
const authentication = { tag: 'Authentication', host: 'base' } as const;

export const tokenOp = defineOperation({
  ...authentication,
  id: 'issueToken',
  method: 'POST',
  path: '/api/oauth/token',
  summary: 'OAuth2 client-credentials token (RFC 6749 section 4.4)',
  description:
    'Send the client id and secret by HTTP Basic or in the form. Errors are problem+json that also carry the RFC 6749 `error` member.',
  security: 'client-credentials',
  scope: 'read',
  principals: ['system'],
  body: tokenRequestSchema,
  bodyType: 'application/x-www-form-urlencoded',
  bodyLimit: 16 * 1024,
  response: { description: 'An access token', schema: tokenResponseSchema },
  errors: [400, 401, 403, 413],
});

export const endSessionsOp = defineOperation({
  ...authentication,
  id: 'endSessions',
  method: 'POST',
  path: '/api/people/v1/sessions/user/{username}/end',
  summary: 'End every signed-in session of a person (extension)',
  description:
    'For hr_admin and systems (anyone else gets 403): each browser session of the person stops working at its next request, ' +
    'in the API and on pages. Sessions also end by themselves when the account is disabled, its roles or its password ' +
    'change, after SESSION_IDLE_MINUTES unused or SESSION_MAX_HOURS after sign-in. No account by that username: 404.',
  scope: 'write',
  principals: ['user', 'system'],
  roles: ['hr_admin'],
  params: usernamePathParams,
  response: { description: 'How many sessions were running and are now ended', schema: endedSessionsSchema },
  errors: [400, 403, 404],
});

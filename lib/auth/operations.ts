import { defineOperation } from '@/lib/api/operation';
import { tokenRequestSchema, tokenResponseSchema } from './token-schemas';

export const tokenOp = defineOperation({
  id: 'issueToken',
  method: 'POST',
  path: '/api/oauth/token',
  summary: 'OAuth2 client-credentials token (RFC 6749 section 4.4)',
  description:
    'Send the client id and secret by HTTP Basic or in the form. Errors are problem+json that also carry the RFC 6749 `error` member.',
  tag: 'Authentication',
  host: 'base',
  security: 'client-credentials',
  scope: 'read',
  principals: ['system'],
  body: tokenRequestSchema,
  bodyType: 'application/x-www-form-urlencoded',
  bodyLimit: 16 * 1024,
  response: { description: 'An access token', schema: tokenResponseSchema },
  errors: [400, 401, 403, 413],
});

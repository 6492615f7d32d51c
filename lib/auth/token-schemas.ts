import { z } from 'zod';

export const tokenRequestSchema = z
  .strictObject({
    grant_type: z.string().meta({ description: 'Must be client_credentials.', example: 'client_credentials' }),
    scope: z.string().max(200).optional().meta({ description: 'Space-separated subset of the client’s scopes (default: all of them).' }),
    client_id: z.string().max(200).optional().meta({ description: 'When not sent with HTTP Basic.' }),
    client_secret: z.string().max(200).optional().meta({ description: 'When not sent with HTTP Basic.' }),
  })
  .meta({ id: 'TokenRequest' });

export const tokenResponseSchema = z
  .object({
    access_token: z.string(),
    token_type: z.literal('Bearer'),
    expires_in: z.number().int(),
    scope: z.string(),
  })
  .meta({ id: 'TokenResponse' });

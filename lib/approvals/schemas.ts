import { z } from 'zod';
import { usernameSchema } from '@/lib/api/params';

export const approvalsWaitingParamsSchema = z.strictObject({ username: usernameSchema });

export const approvalsWaitingSchema = z
  .object({
    username: z.string(),
    leave: z.number().int().meta({ description: 'Pending leave requests.' }),
    regularisations: z.number().int().meta({ description: 'Pending attendance regularisations.' }),
    punches: z.number().int().meta({ description: 'Flagged punches waiting for a review.' }),
    total: z.number().int(),
  })
  .meta({ id: 'ApprovalsWaiting' });
export type ApprovalsWaiting = z.infer<typeof approvalsWaitingSchema>;

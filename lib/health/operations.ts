import { z } from 'zod';
import { defineOperation } from '@/lib/api/operation';

export const healthOp = defineOperation({
  id: 'health',
  method: 'GET',
  path: '/api/health',
  summary: 'Liveness check (extension)',
  description:
    'Answers without credentials so load balancers can probe it; reveals nothing. Also the trivial handler that `npm run bench` measures as the framework ceiling.',
  tag: 'Operations',
  host: 'base',
  security: 'none',
  scope: 'read',
  principals: [],
  response: { description: 'The server is up', schema: z.object({ status: z.literal('ok') }) },
  errors: [],
});

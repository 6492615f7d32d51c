import { defineOperation } from '@/lib/api/operation';
import { approvalsWaitingParamsSchema, approvalsWaitingSchema } from './schemas';

export const approvalsWaitingOp = defineOperation({
  tag: 'Approvals',
  host: 'base',
  id: 'countApprovalsWaiting',
  method: 'GET',
  path: '/api/approvals/v1/waiting/user/{username}',
  summary: 'How many requests wait for a person’s decision, by kind (extension)',
  description:
    'Pending leave requests, pending regularisations and flagged punches the person may decide: a manager’s direct reports’, ' +
    'every one for hr_admin; never their own. For the Approvals item in the app’s navigation. The person themselves (with the ' +
    'manager or hr_admin role), hr_admin and systems; anyone else gets 403.',
  scope: 'read',
  principals: ['user', 'system'],
  roles: ['manager', 'hr_admin'],
  params: approvalsWaitingParamsSchema,
  response: { description: 'The counts', schema: approvalsWaitingSchema },
  errors: [400, 403, 404],
});

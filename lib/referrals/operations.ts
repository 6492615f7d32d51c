import { defineOperation } from '@/lib/api/operation';
import { referralJobListSchema, referralJobQuerySchema } from './search-schemas';

export const referralJobSearchOp = defineOperation({
  id: 'searchReferralJobs',
  method: 'GET',
  path: '/api/referrals/v1/job',
  summary: 'Search jobs published for employee referral',
  description:
    'Open jobs published for referral whose closing date has not passed, newest posting first, each with its referral bonus. ' +
    'Every filter given must match; `skills` matches a job that asks for any of the skills listed.',
  tag: 'Referrals',
  host: 'recruit',
  scope: 'read',
  principals: ['user', 'system'],
  query: referralJobQuerySchema,
  response: { description: 'A page of jobs', schema: referralJobListSchema },
  errors: [400],
});

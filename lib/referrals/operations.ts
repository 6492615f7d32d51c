import { MiB } from '@/lib/api/body';
import { defineOperation } from '@/lib/api/operation';
import {
  myReferralListSchema,
  myReferralQuerySchema,
  referCandidateResponseSchema,
  referCandidateSchema,
  referralIdParamsSchema,
  referralListQuerySchema,
  referralListSchema,
  referralSchema,
  referralStatusChangeSchema,
  referrerParamsSchema,
} from './schemas';
import { referralJobListSchema, referralJobQuerySchema } from './search-schemas';

const referrals = { tag: 'Referrals', host: 'recruit', principals: ['user', 'system'] } as const;

export const referralJobSearchOp = defineOperation({
  ...referrals,
  id: 'searchReferralJobs',
  method: 'GET',
  path: '/api/referrals/v1/job',
  summary: 'Search jobs published for employee referral',
  description:
    'Open jobs published for referral whose closing date has not passed, newest posting first, each with its referral bonus. ' +
    'Every filter given must match; `skills` matches a job that asks for any of the skills listed.',
  scope: 'read',
  query: referralJobQuerySchema,
  response: { description: 'A page of jobs', schema: referralJobListSchema },
  errors: [400],
});

export const referCandidateOp = defineOperation({
  ...referrals,
  id: 'referCandidate',
  method: 'POST',
  path: '/api/referrals/v1/refer',
  summary: 'Refer a candidate to a job published for employee referral',
  description:
    'Needs candidateName, jobCode and email or mobileNumber. The job must exist (404) and be open for referral (400). A person refers as ' +
    'themselves; hr_admin and systems may name any active employee in userName (systems must). The same person (e-mail or mobile) referred ' +
    'to the same job again is a 400 `duplicate_referral` naming the first referralId. The referral is the person’s application to the ' +
    'job: their existing one when they already applied (a person on file is matched by e-mail, else mobile), else a new one (and a new ' +
    'candidate when they are not on file); the answer names candidateId and applicationId, and its status is that application’s stage. ' +
    'The job’s recruiter is told. The resume is optional and checked as for candidates.',
  scope: 'write',
  body: referCandidateSchema,
  // Resume-carrying bodies may be 8 MiB: a resume may be 5 MiB, and base64 grows it by a third.
  bodyLimit: 8 * MiB,
  response: { description: 'The referral was recorded', schema: referCandidateResponseSchema },
  errors: [400, 403, 404, 413],
});

export const myReferralsOp = defineOperation({
  ...referrals,
  id: 'listUserReferrals',
  method: 'GET',
  path: '/api/referrals/v1/refer/user/{username}',
  summary: 'Referrals made by a user, with their status',
  description:
    'Newest first, each with its job, candidate, current status, every move with who and when, and the bonus. A person reads their own; ' +
    'hr_admin and systems anyone’s; anyone else gets 403.',
  scope: 'read',
  params: referrerParamsSchema,
  query: myReferralQuerySchema,
  response: { description: 'A page of referrals', schema: myReferralListSchema },
  errors: [400, 403],
});

const pipeline = { ...referrals, roles: ['recruiter', 'hr_admin'] } as const;

export const referralListOp = defineOperation({
  ...pipeline,
  id: 'listReferrals',
  method: 'GET',
  path: '/api/referrals/v1/refer',
  summary: 'Every referral, newest first, for the pipeline (extension)',
  scope: 'read',
  query: referralListQuerySchema,
  response: { description: 'A page of referrals', schema: referralListSchema },
  errors: [400, 403],
});

export const referralStatusOp = defineOperation({
  ...referrals,
  id: 'changeReferralStatus',
  method: 'POST',
  path: '/api/referrals/v1/refer/{referralId}/status',
  summary: 'Move a referral through the pipeline (extension)',
  description:
    'submitted -> screening -> interviewing -> offered -> hired; any of the first four -> rejected or withdrawn. Other moves are a 400 ' +
    '`conflict_state`. Recruiters, hr_admin and systems make any move; the referrer may only withdraw their own referral. Hiring makes ' +
    'the referral bonus due. The move is the referral’s application’s: the same as POST /api/v1/candidate/{candidateId}/status.',
  scope: 'write',
  params: referralIdParamsSchema,
  body: referralStatusChangeSchema,
  response: { description: 'The referral as saved', schema: referralSchema },
  errors: [400, 403, 404],
});

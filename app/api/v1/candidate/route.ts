import type { Db } from '@/db/client';
import { ApiError } from '@/lib/api/errors';
import { enforceHourlyGuestLimit } from '@/lib/api/gates';
import { otherMethods } from '@/lib/api/method-not-allowed';
import { actorName, type Principal } from '@/lib/api/principal';
import { route } from '@/lib/api/route';
import type { ApplicationSource } from '@/lib/applications/stages';
import { applicableJob, contactScope, refuseRecruiterOnlyFields, submitCandidate } from '@/lib/candidates/create';
import { candidateCreateOp, candidateListOp } from '@/lib/candidates/operations';
import { listCandidates } from '@/lib/candidates/queries';
import { decodeResume } from '@/lib/candidates/resume-file';

const SOURCE: Record<Principal['kind'], ApplicationSource> = { guest: 'career_site', user: 'recruiter', system: 'api' };

// POST /api/v1/candidate - a candidate and their application (recruiters, systems, or a guest applying to a job)
export const POST = route(candidateCreateOp, async ({ body, principal, ip, write }) => {
  const guest = principal.kind === 'guest';
  if (guest && !body.jobCode) throw new ApiError('forbidden', 'Applications from the career site must name the job (jobCode).');
  if (guest) refuseRecruiterOnlyFields(body);
  if (guest) await enforceHourlyGuestLimit('apply', ip);
  // Decoded before the transaction: the write lock is held only for the writes.
  const resume = body.resume === undefined ? null : decodeResume(body.resume, body.resumeExtension);
  return write(
    (created) => created.candidateId,
    async (tx: Db) => {
      const jobId = body.jobCode ? await applicableJob(tx, body.jobCode, guest ? 'portal' : 'any') : null;
      const source = SOURCE[principal.kind];
      return submitCandidate(tx, body, { source, actor: actorName(principal), jobId, jobCode: body.jobCode ?? null, resume, mayUpdateDetails: !guest });
    },
    contactScope(body),
  );
});

// GET /api/v1/candidate - candidates for recruiters
export const GET = route(candidateListOp, async ({ query, db }) => {
  const { items, total } = await listCandidates(db, query);
  return { items, offset: query.offset, limit: query.limit, total };
});

export const { PUT, PATCH, DELETE } = otherMethods('GET', 'POST');

import { enforceHourlyGuestLimit } from '@/lib/api/gates';
import { otherMethods } from '@/lib/api/method-not-allowed';
import { route } from '@/lib/api/route';
import { parseResumeOp } from '@/lib/candidates/operations';
import { decodeResumeBytes, resumeProblem } from '@/lib/candidates/resume-file';
import { ResumeError } from '@/lib/resume';
import { resumeParsePool } from '@/lib/resume/parse-pool';

// POST /api/v1/parseResume - a structured guess at what a resume says. The file is read in the parse
// pool's worker threads: an uploaded file must not be able to hold up or exhaust the server.
export const POST = route(parseResumeOp, async ({ body, principal, ip }) => {
  if (principal.kind === 'guest') await enforceHourlyGuestLimit('parse', ip);
  // Nothing is stored, so no hash: every millisecond of this thread is one the other requests wait for.
  const file = decodeResumeBytes(body.resume, body.resumeExtension);
  try {
    return { fileType: file.type, ...(await resumeParsePool().parse(file.bytes, file.type)) };
  } catch (err) {
    if (err instanceof ResumeError) throw resumeProblem(err);
    throw err;
  }
});

export const { GET, PUT, PATCH, DELETE } = otherMethods('POST');

import { enforceHourlyGuestLimit } from '@/lib/api/gates';
import { otherMethods } from '@/lib/api/method-not-allowed';
import { route } from '@/lib/api/route';
import { parseResumeOp } from '@/lib/candidates/operations';
import { decodeResume, resumeProblem } from '@/lib/candidates/resume-file';
import { parseResumeText, extractText, ResumeError } from '@/lib/resume';

// POST /api/v1/parseResume - a structured guess at what a resume says
export const POST = route(parseResumeOp, async ({ body, principal, ip }) => {
  if (principal.kind === 'guest') await enforceHourlyGuestLimit('parse', ip);
  const file = await decodeResume(body.resume, body.resumeExtension);
  try {
    return { fileType: file.type, ...parseResumeText(await extractText(file.bytes, file.type)) };
  } catch (err) {
    if (err instanceof ResumeError) throw resumeProblem(err);
    throw err;
  }
});

export const { GET, PUT, PATCH, DELETE } = otherMethods('POST');

import { otherMethods } from '@/lib/api/method-not-allowed';
import { route } from '@/lib/api/route';
import { candidateResumeOp } from '@/lib/candidates/operations';
import { candidateResume } from '@/lib/candidates/queries';

// GET /api/v1/candidate/{candidateId}/resume - the resume file as uploaded
export const GET = route(candidateResumeOp, ({ params, db }) => {
  const file = candidateResume(db, params.candidateId);
  return new Response(new Uint8Array(file.bytes), {
    headers: {
      'Content-Type': file.contentType,
      'Content-Disposition': `attachment; filename="${params.candidateId}-resume.${file.extension}"`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
});

export const { POST, PUT, PATCH, DELETE } = otherMethods('GET');

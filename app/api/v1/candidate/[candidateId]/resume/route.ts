import { otherMethods } from '@/lib/api/method-not-allowed';
import { route } from '@/lib/api/route';
import { candidateResumeOp } from '@/lib/candidates/operations';
import { candidateResume } from '@/lib/candidates/queries';

// GET /api/v1/candidate/{candidateId}/resume - the resume file as uploaded
export const GET = route(candidateResumeOp, async ({ params, query, db }) => {
  const file = await candidateResume(db, params.candidateId);
  // Shown in place only for a PDF, whose type was checked by content on upload: the browser's own viewer
  // draws it. Any other format still downloads, so nothing an applicant wrote renders as a page here.
  // The frame permission for ?inline=1 comes with the security headers (lib/net/security-headers.ts).
  const inline = query.inline === '1' && file.contentType === 'application/pdf';
  return new Response(new Uint8Array(file.bytes), {
    headers: {
      'Content-Type': file.contentType,
      'Content-Disposition': `${inline ? 'inline' : 'attachment'}; filename="${params.candidateId}-resume.${file.extension}"`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
});

export const { POST, PUT, PATCH, DELETE } = otherMethods('GET');

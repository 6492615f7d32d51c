import { ApiError } from '@/lib/api/errors';
import { otherMethods } from '@/lib/api/method-not-allowed';
import { route } from '@/lib/api/route';
import { pictureOp } from '@/lib/profile/operations';
import { findProfilePicture } from '@/lib/profile/queries';

// GET /api/profile/v1/pic/{pictureId} - serve a profile picture by its content hash
export const GET = route(pictureOp, async ({ request, params, db }) => {
  const etag = `"${params.pictureId}"`;
  const headers = {
    ETag: etag,
    // The id is the content hash, so a URL's bytes never change; private because it needs sign-in.
    'Cache-Control': 'private, max-age=31536000, immutable',
    'Content-Security-Policy': "default-src 'none'",
  };
  if (request.headers.get('if-none-match') === etag) return new Response(null, { status: 304, headers });
  const picture = await findProfilePicture(db, params.pictureId);
  if (!picture) throw new ApiError('not_found', 'No such picture.');
  return new Response(new Uint8Array(picture.bytes), {
    headers: { ...headers, 'Content-Type': picture.contentType, 'Content-Length': String(picture.bytes.length) },
  });
});

export const { POST, PUT, PATCH, DELETE } = otherMethods('GET');

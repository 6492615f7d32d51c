import { assertSelfOrAdmin, targetUsername } from '@/lib/api/access';
import { ApiError } from '@/lib/api/errors';
import { otherMethods } from '@/lib/api/method-not-allowed';
import { route } from '@/lib/api/route';
import { storedFileLocks } from '@/lib/files/store';
import { pictureUploadOp } from '@/lib/profile/operations';
import { decodePicture, pictureUrl } from '@/lib/profile/picture';
import { setEmployeePicture } from '@/lib/profile/queries';

// POST /api/profile/v1/pic/upload - update the profile picture of an employee
export const POST = route(pictureUploadOp, async ({ principal, body, db, write }) => {
  const username = targetUsername(principal, body.username);
  assertSelfOrAdmin(principal, username);
  const picture = await decodePicture(body.pictureData);
  // The employee's row is updated by id, the last picture winning; only storing the file reads first.
  const stored = await write(username, (tx) => setEmployeePicture(tx, username, picture), { locks: await storedFileLocks(db, picture) });
  if (!stored) throw new ApiError('not_found', `No employee with username "${username}".`);
  return {
    username,
    pictureUrl: pictureUrl(picture.sha256) ?? '',
    contentType: picture.contentType,
    size: picture.bytes.length,
    status: 'updated' as const,
  };
});

export const { GET, PUT, PATCH, DELETE } = otherMethods('POST');

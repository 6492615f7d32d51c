import { assertSelfOrAdmin, targetUsername } from '@/lib/api/access';
import { otherMethods } from '@/lib/api/method-not-allowed';
import { route } from '@/lib/api/route';
import { pictureUploadOp } from '@/lib/profile/operations';
import { decodePicture, pictureUrl } from '@/lib/profile/picture';
import { setEmployeePicture } from '@/lib/profile/queries';

// POST /api/profile/v1/pic/upload - update the profile picture of an employee
export const POST = route(pictureUploadOp, async ({ principal, body, write }) => {
  const username = targetUsername(principal, body.username);
  assertSelfOrAdmin(principal, username);
  const picture = decodePicture(body.pictureData);
  // One update sets the employee's picture, the last one winning; only storing the file reads first, under
  // the file's key (storeFile).
  await write(username, (tx) => setEmployeePicture(tx, username, picture), { locks: [] });
  return {
    username,
    pictureUrl: pictureUrl(picture.sha256) ?? '',
    contentType: picture.contentType,
    size: picture.bytes.length,
    status: 'updated' as const,
  };
});

export const { GET, PUT, PATCH, DELETE } = otherMethods('POST');

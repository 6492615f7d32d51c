import { assertSelfOrAdmin, targetUsername } from '@/lib/api/access';
import { otherMethods } from '@/lib/api/method-not-allowed';
import { route } from '@/lib/api/route';
import { fileToStore } from '@/lib/files/store';
import { pictureUploadOp } from '@/lib/profile/operations';
import { decodePicture, pictureUrl } from '@/lib/profile/picture';
import { setEmployeePicture } from '@/lib/profile/queries';

// POST /api/profile/v1/pic/upload - update the profile picture of an employee
export const POST = route(pictureUploadOp, async ({ principal, body, db, write }) => {
  const username = targetUsername(principal, body.username);
  assertSelfOrAdmin(principal, username);
  const picture = await decodePicture(body.pictureData);
  const file = await fileToStore(db, picture);
  // One update sets the employee's picture, the last one winning; only storing the file reads first.
  await write(username, (tx) => setEmployeePicture(tx, username, picture, file), { locks: file.locks });
  return {
    username,
    pictureUrl: pictureUrl(picture.sha256) ?? '',
    contentType: picture.contentType,
    size: picture.bytes.length,
    status: 'updated' as const,
  };
});

export const { GET, PUT, PATCH, DELETE } = otherMethods('POST');

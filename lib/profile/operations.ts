import { defineOperation } from '@/lib/api/operation';
import { MiB } from '@/lib/api/body';
import { employeeDetailSchema, pictureIdParams, pictureUploadResponseSchema, pictureUploadSchema, usernamePathParams } from './schemas';

const profile = { tag: 'Profile', host: 'base', scope: 'read', principals: ['user', 'system'] } as const;

export const employeeDetailOp = defineOperation({
  ...profile,
  id: 'getEmployeeDetail',
  method: 'GET',
  path: '/api/profile/v1/detail/user/{username}',
  summary: 'Details of an employee',
  description: 'Identity, job, organisation, manager, contact and picture. A person may read only their own; hr_admin and systems anyone’s.',
  params: usernamePathParams,
  response: { description: 'The employee', schema: employeeDetailSchema },
  errors: [400, 403, 404],
});

export const pictureUploadOp = defineOperation({
  ...profile,
  id: 'uploadProfilePicture',
  method: 'POST',
  path: '/api/profile/v1/pic/upload',
  summary: 'Update the profile picture of an employee',
  description: 'PNG, JPEG or WebP (checked by content), at most 2 MiB decoded. The spec lists only the read scope for it.',
  body: pictureUploadSchema,
  bodyLimit: 3 * MiB,
  response: { description: 'The picture was stored', schema: pictureUploadResponseSchema },
  errors: [400, 403, 404, 413],
});

export const pictureOp = defineOperation({
  ...profile,
  id: 'getProfilePicture',
  method: 'GET',
  path: '/api/profile/v1/pic/{pictureId}',
  summary: 'A profile picture (extension)',
  description: 'The image bytes, cacheable for a year: the URL changes whenever the picture does.',
  params: pictureIdParams,
  response: { description: 'The image', contentType: 'image/*' },
  errors: [400, 404],
});

import { z } from 'zod';
import { usernameSchema } from '@/lib/api/params';

export const MAX_PICTURE_BYTES = 2 * 1024 * 1024;
export const PICTURE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

export const usernamePathParams = z.strictObject({ username: usernameSchema });

export const employeeDetailSchema = z
  .object({
    username: z.string(),
    employeeCode: z.string(),
    firstName: z.string(),
    middleName: z.string().nullable(),
    lastName: z.string(),
    displayName: z.string(),
    status: z.enum(['active', 'inactive']),
    designation: z.string(),
    department: z.string(),
    dateOfJoining: z.string().meta({ format: 'date' }),
    businessUnit: z.object({ orgUnitCode: z.string(), name: z.string() }),
    location: z.object({ code: z.string(), name: z.string(), city: z.string(), state: z.string(), country: z.string() }),
    manager: z
      .object({ username: z.string(), employeeCode: z.string(), displayName: z.string(), designation: z.string(), workEmail: z.string() })
      .nullable(),
    workEmail: z.string(),
    personalEmail: z.string().nullable(),
    mobileNumber: z.string().nullable(),
    panNumber: z.string().nullable(),
    pictureUrl: z.string().nullable().meta({ description: 'Where the profile picture is served; null when none was uploaded.' }),
  })
  .meta({ id: 'EmployeeDetailResponse' });

export type EmployeeDetail = z.infer<typeof employeeDetailSchema>;

/** Update Profile Pic: base64 (or a data: URL) of a PNG, JPEG or WebP of at most 2 MiB. */
export const pictureUploadSchema = z
  .strictObject({
    pictureData: z
      .string()
      .min(1, 'Required')
      .meta({ description: 'The picture in base64 (a data: URL is accepted too): PNG, JPEG or WebP, at most 2 MiB decoded.' }),
    username: usernameSchema.optional().meta({ description: "Whose picture; defaults to the caller's own. Systems must give it." }),
  })
  .meta({ id: 'UpdateProfilePic' });

export type PictureUpload = z.input<typeof pictureUploadSchema>;

export const pictureUploadResponseSchema = z
  .object({
    username: z.string(),
    pictureUrl: z.string(),
    contentType: z.enum(PICTURE_TYPES),
    size: z.number().int(),
    status: z.literal('updated'),
  })
  .meta({ id: 'UpdateProfilePicResponse' });

export const pictureIdParams = z.strictObject({
  pictureId: z
    .string()
    .regex(/^[0-9a-f]{64}$/, 'Must be a picture id (64 hexadecimal characters)')
    .meta({ description: 'The SHA-256 of the picture, as given in pictureUrl.' }),
});

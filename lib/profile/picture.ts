import { ApiError } from '@/lib/api/errors';
import { decodeBase64Field } from '@/lib/files/base64';
import { fileSha256 } from '@/lib/files/store';
import { MAX_PICTURE_BYTES, PICTURE_TYPES } from './schemas';

export type PictureType = (typeof PICTURE_TYPES)[number];

export interface DecodedPicture {
  bytes: Buffer;
  contentType: PictureType;
  sha256: string;
}

/** The image type the bytes really are, whatever the client claims. */
export function sniffImageType(bytes: Buffer): PictureType | null {
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') return 'image/webp';
  return null;
}

/** Decodes `pictureData` and checks it is a PNG, JPEG or WebP of at most 2 MiB. */
export function decodePicture(pictureData: string): DecodedPicture {
  const bytes = decodeBase64Field(pictureData, 'pictureData', MAX_PICTURE_BYTES, 'picture');
  const contentType = sniffImageType(bytes);
  if (!contentType) {
    const message = 'The picture must be a PNG, JPEG or WebP image.';
    throw new ApiError('validation_failed', message, { errors: [{ path: 'pictureData', message }] });
  }
  return { bytes, contentType, sha256: fileSha256(bytes) };
}

export function pictureUrl(sha256: string | null): string | null {
  return sha256 ? `${process.env.BASE_URL ?? ''}/api/profile/v1/pic/${sha256}` : null;
}

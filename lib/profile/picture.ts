import { createHash } from 'node:crypto';
import { ApiError } from '@/lib/api/errors';
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

function invalid(message: string): ApiError {
  return new ApiError('validation_failed', message, { errors: [{ path: 'pictureData', message }] });
}

/** Decodes `pictureData` and checks it is a PNG, JPEG or WebP of at most 2 MiB. */
export function decodePicture(pictureData: string): DecodedPicture {
  const base64 = pictureData.replace(/^data:[\w/+.-]+;base64,/, '').replace(/\s+/g, '');
  if (base64.length === 0 || base64.length % 4 !== 0 || !/^[A-Za-z0-9+/]+={0,2}$/.test(base64)) {
    throw invalid('pictureData is not valid base64.');
  }
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length > MAX_PICTURE_BYTES) {
    throw invalid(`The picture is ${(bytes.length / 1024 / 1024).toFixed(1)} MiB; at most 2 MiB is allowed.`);
  }
  const contentType = sniffImageType(bytes);
  if (!contentType) throw invalid('The picture must be a PNG, JPEG or WebP image.');
  return { bytes, contentType, sha256: createHash('sha256').update(bytes).digest('hex') };
}

export function pictureUrl(sha256: string | null): string | null {
  return sha256 ? `${process.env.BASE_URL ?? ''}/api/profile/v1/pic/${sha256}` : null;
}

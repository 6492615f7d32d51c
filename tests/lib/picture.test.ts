import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api/errors';
import { decodePicture, sniffImageType } from '@/lib/profile/picture';
import { GIF_HEADER, JPEG_HEADER, PNG_1PX, WEBP_HEADER } from '../helpers/fixtures';

describe('picture checks', () => {
  it('recognises PNG, JPEG and WebP by their first bytes only', () => {
    expect(sniffImageType(PNG_1PX)).toBe('image/png');
    expect(sniffImageType(JPEG_HEADER)).toBe('image/jpeg');
    expect(sniffImageType(WEBP_HEADER)).toBe('image/webp');
    expect(sniffImageType(GIF_HEADER)).toBeNull();
    expect(sniffImageType(Buffer.from('RIFF0000WAVE'))).toBeNull();
  });

  it('allows exactly 2 MiB and refuses one byte more', () => {
    const at = Buffer.concat([JPEG_HEADER, Buffer.alloc(2 * 1024 * 1024 - JPEG_HEADER.length)]);
    const picture = decodePicture(at.toString('base64'));
    expect(picture.bytes.length).toBe(2 * 1024 * 1024);
    expect(picture.sha256).toBe(createHash('sha256').update(at).digest('hex'));
    const over = Buffer.concat([at, Buffer.alloc(1)]);
    expect(() => decodePicture(over.toString('base64'))).toThrow(ApiError);
  });

  it('names the field in its errors', () => {
    try {
      decodePicture('***');
      expect.unreachable();
    } catch (err) {
      expect((err as ApiError).errors?.[0]?.path).toBe('pictureData');
    }
  });
});

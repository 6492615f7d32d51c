import { ApiError } from '@/lib/api/errors';

function invalid(path: string, message: string): ApiError {
  return new ApiError('validation_failed', message, { errors: [{ path, message }] });
}

/** The exact number of bytes a strict base64 string of this length and padding decodes to. */
function decodedLength(base64: string): number {
  return (base64.length / 4) * 3 - (base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0);
}

/**
 * Decodes a base64 body field (a `data:...;base64,` prefix and line breaks are allowed), refusing
 * anything that is not strict base64 or decodes to more than `maxBytes`, with a 400 naming `path`.
 */
export function decodeBase64Field(value: string, path: string, maxBytes: number, what: string): Buffer {
  // Fast path for megabyte resumes: Buffer.from skips characters outside the alphabet, so when it yields
  // exactly the bytes the length promises, there were none to skip. That saves two full scans.
  if (value.length % 4 === 0 && value.length > 0 && decodedLength(value) <= maxBytes) {
    const bytes = Buffer.from(value, 'base64');
    if (bytes.length === decodedLength(value) && !value.slice(0, -2).includes('=')) return bytes;
  }
  const base64 = value.replace(/^data:[\w/+.-]+;base64,/, '').replace(/\s+/g, '');
  if (base64.length === 0 || base64.length % 4 !== 0 || !/^[A-Za-z0-9+/]+={0,2}$/.test(base64)) {
    throw invalid(path, `${path} is not valid base64.`);
  }
  // Three bytes per four characters: refuse before decoding what would be too large.
  if (decodedLength(base64) > maxBytes) {
    const mib = (decodedLength(base64) / 1024 / 1024).toFixed(1);
    throw invalid(path, `The ${what} is ${mib} MiB; at most ${maxBytes / 1024 / 1024} MiB is allowed.`);
  }
  return Buffer.from(base64, 'base64');
}

// Mirrors lib/profile/schemas.ts (server-only imports there), so the browser can refuse early.
export const PICTURE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const MAX_PICTURE_BYTES = 2 * 1024 * 1024;
export const PICTURE_ACCEPT = PICTURE_TYPES.join(',');

const MIB = 1024 * 1024;

/** Why this file cannot be uploaded, or null when it can. */
export function pictureProblem(file: { type: string; size: number }): string | null {
  if (!(PICTURE_TYPES as readonly string[]).includes(file.type)) return 'The picture must be a PNG, JPEG or WebP image.';
  if (file.size > MAX_PICTURE_BYTES) {
    // Rounded up, so a file just over the limit never reads as "2.0 MiB".
    const mib = (Math.ceil((file.size / MIB) * 10) / 10).toFixed(1);
    return `The picture is ${mib} MiB; at most 2 MiB is allowed.`;
  }
  return null;
}

export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => (typeof reader.result === 'string' ? resolve(reader.result) : reject(new Error('Unreadable file')));
    reader.onerror = () => reject(reader.error ?? new Error('Unreadable file'));
    reader.readAsDataURL(file);
  });
}

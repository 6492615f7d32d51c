/** A 1x1 PNG, a minimal JPEG header and a minimal WebP header: enough for magic-byte checks. */
export const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
export const JPEG_HEADER = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(60, 1)]);
export const WEBP_HEADER = Buffer.concat([Buffer.from('RIFF'), Buffer.from([0x24, 0, 0, 0]), Buffer.from('WEBPVP8 '), Buffer.alloc(40, 2)]);
export const GIF_HEADER = Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(40, 0)]);

/** A complete, valid job for POST /api/jobs/v1 (without jobCode, so a code is generated). */
export const JOB_BODY = {
  title: 'Platform Engineer',
  description: 'Build the platform our HR product runs on, with **TypeScript** and SQLite.',
  orgUnitCode: 'TECH',
  joiningLocations: ['BLR', 'PUN'],
  employmentType: 'full_time',
  minExp: 2,
  maxExp: 5,
  skills: ['TypeScript', 'SQLite'],
  openings: 2,
  salaryMin: 1_200_000,
  salaryMax: 1_800_000,
  referralBonus: 50_000,
  closingDate: null,
} as const;

// The JobPosting structured data on each job page, checked against what Google's job search requires and
// recommends (https://developers.google.com/search/docs/appearance/structured-data/job-posting).
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { jobPosting, OPEN_ENDED_DAYS } from '@/components/careers/job-posting';
import type { PortalJobDetail } from '@/lib/jobs/schemas';

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const googleJobPosting = z.object({
  '@context': z.literal('https://schema.org'),
  '@type': z.literal('JobPosting'),
  title: z.string().min(1),
  description: z.string().min(1),
  datePosted: isoDate,
  validThrough: isoDate,
  employmentType: z.enum(['FULL_TIME', 'PART_TIME', 'CONTRACTOR', 'TEMPORARY', 'INTERN', 'VOLUNTEER', 'PER_DIEM', 'OTHER']),
  identifier: z.object({ '@type': z.literal('PropertyValue'), name: z.string().min(1), value: z.string().min(1) }),
  hiringOrganization: z.object({ '@type': z.literal('Organization'), name: z.string().min(1), sameAs: z.url() }),
  jobLocation: z
    .array(
      z.object({
        '@type': z.literal('Place'),
        address: z.object({ '@type': z.literal('PostalAddress'), addressLocality: z.string().min(1), addressCountry: z.string().length(2) }),
      }),
    )
    .min(1),
  baseSalary: z
    .object({
      '@type': z.literal('MonetaryAmount'),
      currency: z.string().length(3),
      value: z.object({ '@type': z.literal('QuantitativeValue'), minValue: z.number(), maxValue: z.number(), unitText: z.enum(['HOUR', 'DAY', 'WEEK', 'MONTH', 'YEAR']) }),
    })
    .optional(),
  url: z.url(),
});

const JOB: PortalJobDetail = {
  jobCode: 'JOB-000123',
  title: 'Platform Engineer',
  orgUnitCode: 'TECH',
  businessUnitName: 'Technology',
  joiningLocations: [{ location: 'BLR', name: 'Bengaluru - Whitefield', city: 'Bengaluru' }],
  employmentType: 'full_time',
  minExp: 2,
  maxExp: 5,
  skills: ['TypeScript'],
  openings: 2,
  salary: { min: 1_200_000, max: 1_800_000, currencyCode: 'INR' },
  postedDate: '2026-11-20',
  closingDate: null,
  description: 'Build **the platform**.',
};
const context = { orgName: 'Acme HR', url: 'https://jobs.example.com/careers/JOB-000123', siteUrl: 'https://jobs.example.com', today: '2026-11-27' };

describe('JobPosting structured data', () => {
  it('has every field Google requires and recommends, salary included where the job shows one', () => {
    const data = googleJobPosting.parse(jobPosting(JOB, context));
    expect(data.baseSalary?.value).toMatchObject({ minValue: 1_200_000, maxValue: 1_800_000, unitText: 'YEAR' });
    expect(data.description).toBe('Build the platform.');
  });

  it('is valid through the closing date, or a rolling 30 days from today when the job has none', () => {
    expect(OPEN_ENDED_DAYS).toBe(30);
    expect(jobPosting(JOB, context).validThrough).toBe('2026-12-27');
    expect(jobPosting({ ...JOB, closingDate: '2027-01-15' }, context).validThrough).toBe('2027-01-15');
  });

  it('leaves the salary out when the job shows none', () => {
    const data = googleJobPosting.parse(jobPosting({ ...JOB, salary: null }, context));
    expect(data.baseSalary).toBeUndefined();
  });
});

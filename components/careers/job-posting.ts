import type { PortalJobDetail } from '@/lib/jobs/schemas';
import { markdownToPlainText } from './markdown-text';

const EMPLOYMENT_TYPES: Record<PortalJobDetail['employmentType'], string> = {
  full_time: 'FULL_TIME',
  part_time: 'PART_TIME',
  contract: 'CONTRACTOR',
  internship: 'INTERN',
};

type Context = { orgName: string; url: string; siteUrl: string };

/** A schema.org JobPosting (what search engines show as a job result). */
export function jobPosting(job: PortalJobDetail, { orgName, url, siteUrl }: Context): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.title,
    description: markdownToPlainText(job.description),
    identifier: { '@type': 'PropertyValue', name: orgName, value: job.jobCode },
    url,
    ...(job.postedDate ? { datePosted: job.postedDate } : {}),
    ...(job.closingDate ? { validThrough: job.closingDate } : {}),
    employmentType: EMPLOYMENT_TYPES[job.employmentType],
    hiringOrganization: { '@type': 'Organization', name: orgName, sameAs: siteUrl },
    jobLocation: job.joiningLocations.map((l) => ({
      '@type': 'Place',
      name: l.name,
      address: { '@type': 'PostalAddress', addressLocality: l.city, addressCountry: 'IN' },
    })),
    ...(job.salary
      ? {
          baseSalary: {
            '@type': 'MonetaryAmount',
            currency: job.salary.currencyCode,
            value: { '@type': 'QuantitativeValue', minValue: job.salary.min, maxValue: job.salary.max, unitText: 'YEAR' },
          },
        }
      : {}),
    experienceRequirements: { '@type': 'OccupationalExperienceRequirements', monthsOfExperience: job.minExp * 12 },
    skills: job.skills.join(', '),
    totalJobOpenings: job.openings,
  };
}

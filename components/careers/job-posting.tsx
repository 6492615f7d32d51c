import type { PortalJobDetail } from '@/lib/jobs/schemas';

/**
 * Markdown reduced to readable plain text for structured data and meta descriptions. Deliberately
 * simple: search engines only need the words, not a faithful rendering.
 */
function markdownToPlainText(markdown: string): string {
  return markdown
    .replace(/<\/?[A-Za-z][^>]*>/g, '') // raw HTML tags
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1') // links and images keep their text
    .replace(/^[ \t]{0,3}(#{1,6}|>)[ \t]?/gm, '') // heading and quote markers
    .replace(/^([ \t]*)[*+-][ \t]+/gm, '$1• ') // bullets
    .replace(/(\*\*|__|~~)(.+?)\1/g, '$2') // strong, strikethrough
    .replace(/(?<!\w)(\*|_)(\S(?:.*?\S)?)\1(?!\w)/g, '$2') // emphasis, leaving snake_case alone
    .replace(/`([^`]*)`/g, '$1')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

const EMPLOYMENT_TYPES: Record<PortalJobDetail['employmentType'], string> = {
  full_time: 'FULL_TIME',
  part_time: 'PART_TIME',
  contract: 'CONTRACTOR',
  internship: 'INTERN',
};

type Context = { orgName: string; url: string; siteUrl: string; today: string };

/** How long an open-ended posting is said to run from today: the page is rendered again, so the date moves on while the job stays open. */
export const OPEN_ENDED_DAYS = 30;

function daysAfter(isoDate: string, days: number): string {
  return new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** A schema.org JobPosting (what search engines show as a job result). */
export function jobPosting(job: PortalJobDetail, { orgName, url, siteUrl, today }: Context): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.title,
    description: markdownToPlainText(job.description),
    identifier: { '@type': 'PropertyValue', name: orgName, value: job.jobCode },
    url,
    ...(job.postedDate ? { datePosted: job.postedDate } : {}),
    // Google asks for it on every posting that can expire; one with no closing date is given a rolling one.
    validThrough: job.closingDate ?? daysAfter(today, OPEN_ENDED_DAYS),
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

/**
 * Structured data for search engines. JSON.stringify does not escape "<", so a value holding
 * "</script>" could end the tag early and inject markup: every "<" becomes \u003c, which JSON
 * parsers read back as the same character.
 */
export function JsonLd({ data }: { data: unknown }) {
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}

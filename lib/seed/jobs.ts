import 'server-only';
import type { Tx } from '@/db/client';
import { jobLocations, jobs, jobSkills } from '@/db/schema';
import { indexAllJobsForSearch } from '@/lib/jobs/search-index';
import { addDays } from '@/lib/time';
import { BENEFITS, JOB_TEMPLATES, SENIORITY, type JobTemplate } from './job-data';
import { LOCATIONS } from './org-data';
import type { Random } from './random';

type JobRow = typeof jobs.$inferInsert & { id: number };

export interface SeedJobs {
  jobs: JobRow[];
  locations: (typeof jobLocations.$inferInsert)[];
  skills: (typeof jobSkills.$inferInsert)[];
}

/** Open jobs that only employees see (referrals), drafts and closed jobs, beside the visible ones. */
const HIDDEN_MIX = [...Array<'referral_only'>(4).fill('referral_only'), ...Array<'draft'>(4).fill('draft'), ...Array<'closed'>(4).fill('closed')];

function description(template: JobTemplate, title: string, minExp: number, maxExp: number, random: Random): string {
  const benefits = BENEFITS.filter(() => random.next() < 0.7);
  return [
    `## About the role`,
    ``,
    `As our ${title}, you will ${template.summary}.`,
    ``,
    `## What you will do`,
    ``,
    ...template.duties.map((d) => `- ${d}`),
    ``,
    `## What we look for`,
    ``,
    minExp === 0 ? `- Up to ${maxExp} years of experience; freshers welcome` : `- ${minExp} to ${maxExp} years of relevant experience`,
    `- Hands-on with **${template.skills.slice(0, 3).join('**, **')}**`,
    `- Clear written and spoken English`,
    ``,
    `## Benefits`,
    ``,
    ...(benefits.length ? benefits : BENEFITS.slice(0, 2)).map((b) => `- ${b}`),
  ].join('\n');
}

/**
 * `visible` open jobs published on the career portal (most also for referrals), plus a few hidden
 * ones, with codes JOB-000001 upwards, posted over the last months and closing months from `today`.
 */
export function buildJobs(visible: number, random: Random, today: string, now: string): SeedJobs {
  const out: SeedJobs = { jobs: [], locations: [], skills: [] };
  const kinds = [...Array<'visible'>(visible).fill('visible'), ...HIDDEN_MIX];
  // Spread postings over a quarter for the demo, over a year for benchmark-sized sets.
  const span = visible > 1000 ? 365 : 90;
  kinds.forEach((kind, i) => {
    const id = i + 1;
    const template = random.pick(JOB_TEMPLATES);
    const level = template.experience[1] === 0 ? SENIORITY[0] : random.pick(SENIORITY);
    const minExp = Math.min(40, random.int(template.experience[0], template.experience[1]) + level.extraYears);
    const maxExp = minExp + random.int(2, 5);
    const title = `${level.prefix}${template.title}`;
    const hasSalary = random.next() < 0.7;
    const low = Math.round((template.payPerYear * Math.max(1, minExp)) / 50_000) * 50_000;
    const postedDate = kind === 'draft' ? null : addDays(today, -random.int(0, span));
    out.jobs.push({
      id,
      jobCode: `JOB-${String(id).padStart(6, '0')}`,
      title,
      description: description(template, title, minExp, maxExp, random),
      orgUnitCode: template.unit,
      employmentType: template.type ?? 'full_time',
      minExp,
      maxExp,
      openings: random.int(1, 5),
      salaryMin: hasSalary ? low : null,
      salaryMax: hasSalary ? Math.round(low * 1.4) : null,
      currencyCode: 'INR',
      status: kind === 'draft' ? 'draft' : kind === 'closed' ? 'closed' : 'open',
      // Drafts and closed jobs carry the portal flag too, which must not make them visible.
      publishedOnPortal: kind !== 'referral_only',
      publishedForReferral: kind === 'referral_only' || (kind === 'visible' && random.next() < 0.7),
      referralBonus: random.pick([25_000, 40_000, 50_000, 75_000, 100_000]),
      postedDate,
      closingDate: random.next() < 0.5 ? null : addDays(today, random.int(60, 180)),
      closedAt: kind === 'closed' ? now : null,
      owner: 'recruiter',
      createdBy: 'recruiter',
      createdAt: now,
      updatedBy: 'recruiter',
      updatedAt: now,
    });
    const places = [...LOCATIONS].sort(() => random.next() - 0.5).slice(0, random.pick([1, 1, 2, 3]));
    for (const place of places) out.locations.push({ jobId: id, locationCode: place.code });
    const skills = template.skills.filter(() => random.next() < 0.8);
    skills.forEach((skill, position) => out.skills.push({ jobId: id, position, skill, skillKey: skill.toLowerCase() }));
  });
  return out;
}

// SQLite allows at most 32,766 bound values per statement; 25 columns x 1,000 rows stays below it.
const BATCH = 1000;

export async function insertJobs(tx: Tx, seed: SeedJobs): Promise<void> {
  for (let i = 0; i < seed.jobs.length; i += BATCH) tx.insert(jobs).values(seed.jobs.slice(i, i + BATCH)).run();
  for (let i = 0; i < seed.locations.length; i += BATCH) tx.insert(jobLocations).values(seed.locations.slice(i, i + BATCH)).run();
  for (let i = 0; i < seed.skills.length; i += BATCH) tx.insert(jobSkills).values(seed.skills.slice(i, i + BATCH)).run();
  await indexAllJobsForSearch(tx);
}

import { EMPLOYMENT_TYPE_LABELS } from '@/lib/jobs/constants';
import type { PortalJob } from '@/lib/jobs/schemas';

/** "2–5 years", or "3 years" / "1 year" when the range is a single value. */
export function experienceLabel({ minExp, maxExp }: Pick<PortalJob, 'minExp' | 'maxExp'>): string {
  if (minExp === maxExp) return `${minExp} ${minExp === 1 ? 'year' : 'years'}`;
  return `${minExp}–${maxExp} years`;
}

export function employmentLabel(type: PortalJob['employmentType']): string {
  return EMPLOYMENT_TYPE_LABELS[type];
}

export function locationNames(job: Pick<PortalJob, 'joiningLocations'>): string {
  return job.joiningLocations.map((l) => l.name).join(' · ');
}

/** "₹24,00,000 – ₹33,60,000 a year" in the Indian grouping, whatever the currency. */
export function salaryLabel(salary: NonNullable<PortalJob['salary']>): string {
  const money = new Intl.NumberFormat('en-IN', { style: 'currency', currency: salary.currencyCode, maximumFractionDigits: 0 });
  const range = salary.min === salary.max ? money.format(salary.min) : `${money.format(salary.min)} – ${money.format(salary.max)}`;
  return `${range} a year`;
}

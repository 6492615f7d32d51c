import type { Period } from '@/lib/payroll/hooks';

/**
 * Why a year has no Form 16, in plain words. The employer must issue it by 15 June after the year ends
 * (rule 31 of the Income-tax Rules), so until then it is simply not due yet; after that, HR has to look.
 */
export function form16Absence(period: Period, today: string): string {
  const dueYear = Number(period.year) + 1;
  if (today <= `${dueYear}-06-15`) return `Form 16 for ${period.label} is issued after the year ends, by 15 June ${dueYear}.`;
  return `There is no Form 16 for ${period.label} on file. Ask HR if you need one.`;
}

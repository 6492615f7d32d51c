import { jobHref } from '@/components/careers/careers-href';

/** A candidate id as the API issues them, CAND-000123. */
const REFERENCE = /^CAND-\d{6,}$/;

/** The confirmation page for an application, carrying its reference. */
export function appliedHref(jobCode: string, candidateId: string): string {
  return `${jobHref(jobCode)}/applied?ref=${encodeURIComponent(candidateId)}`;
}

/** The reference from the confirmation page's query string; null when missing or not one of ours. */
export function referenceFrom(value: string | string[] | undefined): string | null {
  const text = (Array.isArray(value) ? value[0] : value)?.trim().toUpperCase() ?? '';
  return REFERENCE.test(text) ? text : null;
}

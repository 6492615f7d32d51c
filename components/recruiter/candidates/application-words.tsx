import { Badge } from '@/components/ui/badge';
import { SOURCE_LABELS, STAGE_LABELS, type ApplicationSource, type ApplicationStage } from '@/lib/applications/stages';

const STAGE_STYLES: Record<ApplicationStage, string> = {
  applied: 'bg-sky-50 text-sky-900 ring-sky-400',
  screening: 'bg-amber-50 text-amber-900 ring-amber-500',
  interviewing: 'bg-violet-50 text-violet-900 ring-violet-400',
  offered: 'bg-indigo-50 text-indigo-900 ring-indigo-400',
  hired: 'bg-green-50 text-green-900 ring-green-600',
  rejected: 'bg-gray-100 text-gray-900 ring-gray-400',
  withdrawn: 'bg-gray-100 text-gray-900 ring-gray-400',
};

/** A stage in words, the colour only repeating them; null is a candidate without any application. */
export function StageBadge({ stage }: { stage: ApplicationStage | null }) {
  if (stage === null) return <Badge tone="bg-white text-gray-800 ring-gray-300">No application</Badge>;
  return <Badge tone={STAGE_STYLES[stage]}>{STAGE_LABELS[stage]}</Badge>;
}

/**
 * How an application came in, as a sentence's end ("applied through the career site", "was referred by
 * Kavya Menon"): the referrer by name, never by username. A referral of someone who had already applied
 * joins their application, which keeps its own source.
 */
export function sourceWords(source: ApplicationSource, referrerName?: string | null): string {
  if (!referrerName) return SOURCE_LABELS[source];
  const referred = `${SOURCE_LABELS.referral} by ${referrerName}`;
  return source === 'referral' ? referred : `${SOURCE_LABELS[source]} and ${referred}`;
}

/** A sentence's end made to stand alone, for a list cell: "Applied through the career site". */
export function capitalised(words: string): string {
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** "1 application", "3 applications". */
export function applicationCount(count: number): string {
  return count === 1 ? '1 application' : `${count} applications`;
}

import { Badge } from '@/components/ui/badge';
import { STAGE_LABELS, type ApplicationStage } from '@/lib/applications/stages';

// One colour per stage wherever an application shows: the candidate's page, a job's applicants, the
// referrer's own list and the board.
const STAGE_STYLES: Record<ApplicationStage, string> = {
  applied: 'bg-sky-50 text-sky-900 ring-sky-400',
  screening: 'bg-amber-50 text-amber-900 ring-amber-500',
  interviewing: 'bg-indigo-50 text-indigo-900 ring-indigo-400',
  offered: 'bg-violet-50 text-violet-900 ring-violet-400',
  hired: 'bg-green-50 text-green-900 ring-green-600',
  rejected: 'bg-gray-100 text-gray-900 ring-gray-400',
  withdrawn: 'bg-gray-100 text-gray-900 ring-gray-400',
};

/**
 * A stage in words, the colour only repeating them; `label` words it otherwise (a referral's "Submitted").
 * null is a candidate without any application.
 */
export function StageBadge({ stage, label }: { stage: ApplicationStage | null; label?: string }) {
  if (stage === null) return <Badge tone="bg-white text-gray-800 ring-gray-300">No application</Badge>;
  return <Badge tone={STAGE_STYLES[stage]}>{label ?? STAGE_LABELS[stage]}</Badge>;
}

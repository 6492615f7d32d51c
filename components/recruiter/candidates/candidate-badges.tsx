import { Badge } from '@/components/ui/badge';
import type { CandidateSource, CandidateStatus } from '@/lib/candidates/constants';
import { CANDIDATE_STATUS_LABELS } from '@/lib/candidates/transitions';

export const SOURCE_LABELS: Record<CandidateSource, string> = {
  career_site: 'Career site',
  recruiter: 'Recruiter',
  api: 'API',
  referral: 'Referral',
};

const STATUS_STYLES: Record<CandidateStatus, string> = {
  new: 'bg-sky-50 text-sky-900 ring-sky-400',
  in_review: 'bg-amber-50 text-amber-900 ring-amber-500',
  shortlisted: 'bg-indigo-50 text-indigo-900 ring-indigo-400',
  hired: 'bg-green-50 text-green-900 ring-green-600',
  rejected: 'bg-gray-100 text-gray-900 ring-gray-400',
};

/** The status in words; the colour only repeats it. */
export function CandidateStatusBadge({ status }: { status: CandidateStatus }) {
  return <Badge tone={STATUS_STYLES[status]}>{CANDIDATE_STATUS_LABELS[status]}</Badge>;
}

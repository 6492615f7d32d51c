import { Badge } from '@/components/ui/badge';
import type { ReferralStatus } from '@/lib/referrals/constants';
import { REFERRAL_STATUS_LABELS } from '@/lib/referrals/transitions';

const STATUS_STYLES: Record<ReferralStatus, string> = {
  submitted: 'bg-sky-50 text-sky-900 ring-sky-400',
  screening: 'bg-amber-50 text-amber-900 ring-amber-500',
  interviewing: 'bg-indigo-50 text-indigo-900 ring-indigo-400',
  offered: 'bg-violet-50 text-violet-900 ring-violet-400',
  hired: 'bg-green-50 text-green-900 ring-green-600',
  rejected: 'bg-gray-100 text-gray-900 ring-gray-400',
  withdrawn: 'bg-gray-100 text-gray-900 ring-gray-400',
};

/** A referral's status in words; the colour only repeats it. */
export function ReferralStatusBadge({ status }: { status: ReferralStatus }) {
  return <Badge tone={STATUS_STYLES[status]}>{REFERRAL_STATUS_LABELS[status]}</Badge>;
}

import { formatAmount } from '@/components/ui/format';
import { formatDate } from '@/components/ui/date-words';
import type { Referral } from '@/lib/referrals/hooks';

/** "₹50,000"; null when the job offers no bonus. */
export function bonusAmount(amount: number | null, currencyCode: string | null): string | null {
  return amount ? formatAmount(amount, currencyCode) : null;
}

/** Where a referral's bonus stands, in words: promised, due (since when), or not coming. */
export function bonusStatusText({ amount, currencyCode, status, dueOn }: Referral['bonus']): string {
  const money = bonusAmount(amount, currencyCode);
  if (!money) return 'No referral bonus for this job';
  if (status === 'pending') return `${money}, pending: paid if the person is hired`;
  if (status === 'due') return dueOn ? `${money}, due since ${formatDate(dueOn)}` : `${money}, due`;
  return `None: the referral ended without a hire (${money} was offered)`;
}

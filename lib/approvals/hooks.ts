import { useQuery, type QueryClient } from '@tanstack/react-query';
import { invalidateFeature, queryOptionsFor } from '@/lib/client/api';
import { approvalsWaitingOp } from '@/lib/client/operations/approvals.gen';
import type { ApprovalsWaiting } from './schemas';

// The navigation's count, apart from the queues' hooks: the navigation is on every signed-in page, and a
// page should not download the approvals page's code to show a number.

export type { ApprovalsWaiting };

/** The feature every waiting count is filed under: a decision anywhere refreshes them all. */
const APPROVALS = 'approvals';

/** What waits for this person's decision: polled every minute while the tab is visible, like the bell. */
export function approvalsWaitingQueryOptions(username: string) {
  return { ...queryOptionsFor(approvalsWaitingOp, { params: { username } }), refetchInterval: 60_000, refetchIntervalInBackground: false };
}

/** `enabled` only for people who decide (managers, hr_admin): anyone else is refused the count. */
export function useApprovalsWaiting(username: string, enabled: boolean) {
  return useQuery({ ...approvalsWaitingQueryOptions(username), enabled: enabled && username.length > 0 });
}

/** After a decision (or a conflict: someone else decided), the counts are stale. */
export function refreshApprovalsWaiting(client: QueryClient): Promise<void> {
  return invalidateFeature(client, APPROVALS);
}

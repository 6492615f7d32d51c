import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { queryKeyFor, queryOptionsFor } from '@/lib/client/api';
import { unreadCountOp } from '@/lib/client/operations/notifications.gen';
import type { unreadCountSchema } from './schemas';

// The bell's read, apart from the inbox's hooks: the bell is on every signed-in page, and a page should
// not download the inbox's code to show a count.

export type UnreadCount = z.infer<typeof unreadCountSchema>;

export const unreadCountKey = (username: string) => queryKeyFor(unreadCountOp, { params: { username } });

/** The bell's count: polled every 30 s while the tab is visible, so a new message shows without a reload. */
export function unreadCountQueryOptions(username: string) {
  return { ...queryOptionsFor(unreadCountOp, { params: { username } }), enabled: username.length > 0, refetchInterval: 30_000, refetchIntervalInBackground: false };
}

export function useUnreadCount(username: string) {
  return useQuery(unreadCountQueryOptions(username));
}

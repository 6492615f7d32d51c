import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { queryKeyFor, queryOptionsFor } from '@/lib/client/api';
import { unreadCountOp } from '@/lib/client/operations/notifications.gen';
import { fetchJson } from '@/lib/client/fetch-json';
import { withQuery } from '@/lib/client/with-query';
import type { NotificationSource } from './constants';
import type { Inbox, InboxItem, MarkReadInput, markReadResultSchema, unreadCountSchema } from './schemas';

export type { Inbox, InboxItem, MarkReadInput, NotificationSource };
export type UnreadCount = z.infer<typeof unreadCountSchema>;
export type MarkReadResult = z.infer<typeof markReadResultSchema>;
export type InboxParams = { offset: number; limit: number; unreadOnly: boolean };

/** Invalidate `notificationKeys.all` after marking read: the list, its Unread filter and the bell move together. */
export const notificationKeys = {
  all: ['notifications'] as const,
  unread: (username: string) => ['notifications', 'unread', username.toLowerCase()] as const,
  inbox: (username: string, params: InboxParams) => ['notifications', 'inbox', username.toLowerCase(), params] as const,
};

const inboxPath = (username: string) => `/api/bot/v1/inbox/user/${encodeURIComponent(username)}`;

/** The bell's count: polled every 30 s while the tab is visible, so a new message shows without a reload. */
export function unreadCountQueryOptions(username: string) {
  return { ...queryOptionsFor(unreadCountOp, { params: { username } }), enabled: username.length > 0, refetchInterval: 30_000, refetchIntervalInBackground: false };
}

export function useUnreadCount(username: string) {
  return useQuery(unreadCountQueryOptions(username));
}

/** A page of the inbox, newest first; `unreadOnly` leaves out what has been read. */
export function useInbox(username: string, params: InboxParams) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: notificationKeys.inbox(username, params),
    queryFn: async ({ signal }) => {
      const { offset, limit, unreadOnly } = params;
      const inbox = await fetchJson<Inbox>(withQuery(inboxPath(username), { offset, limit, unread: unreadOnly ? 'true' : undefined }), { signal });
      // The page counts what is unread too: the bell takes it, so it never disagrees with the list it sits above.
      queryClient.setQueryData<UnreadCount>(queryKeyFor(unreadCountOp, { params: { username } }), { username: username.toLowerCase(), unread: inbox.unread });
      return inbox;
    },
    enabled: username.length > 0,
    placeholderData: keepPreviousData,
  });
}

/** Marks some messages (`notificationIds`) or all of them (`all: true`) read, in the caller's own inbox. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MarkReadInput) => fetchJson<MarkReadResult>('/api/bot/v1/inbox/read', { method: 'POST', body: JSON.stringify(body) }),
    // Returned, so the action stays pending until the list and the bell show its result.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}

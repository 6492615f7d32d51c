import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callOperation, invalidateFeature, mutationFor, queryOptionsFor } from '@/lib/client/api';
import { inboxOp, markReadOp } from '@/lib/client/operations/notifications.gen';
import type { NotificationSource } from './constants';
import type { Inbox, InboxItem, MarkReadInput } from './schemas';
import { unreadCountKey, type UnreadCount } from './unread-count';

export type { Inbox, InboxItem, MarkReadInput, NotificationSource };
export type InboxParams = { offset: number; limit: number; unreadOnly: boolean };

/** Marking read refreshes every notification read: the list, its Unread filter and the bell move together. */
export const NOTIFICATIONS = 'notifications';

/** A page of the inbox, newest first; `unreadOnly` leaves out what has been read. */
export function useInbox(username: string, { offset, limit, unreadOnly }: InboxParams) {
  const queryClient = useQueryClient();
  const input = { params: { username }, query: { offset, limit, unread: unreadOnly ? ('true' as const) : undefined } };
  return useQuery({
    ...queryOptionsFor(inboxOp, input),
    queryFn: async ({ signal }) => {
      const inbox = await callOperation(inboxOp, input, { signal });
      // The page counts what is unread too: the bell takes it, so it never disagrees with the list it sits above.
      queryClient.setQueryData<UnreadCount>(unreadCountKey(username), { username: username.toLowerCase(), unread: inbox.unread });
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
    ...mutationFor(markReadOp),
    // Returned, so the action stays pending until the list and the bell show its result.
    onSuccess: () => invalidateFeature(queryClient, NOTIFICATIONS),
  });
}

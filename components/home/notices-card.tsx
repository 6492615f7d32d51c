'use client';

import { useQuery } from '@tanstack/react-query';
import type { InboxItem } from '@/lib/notifications/hooks';
import { CardBody, HomeCard } from './home-card';
import { unreadNoticesQueryOptions } from './queries';

/** A message's first line: its heading, else its first component, else its type in words. */
function headline(item: InboxItem): string {
  const first = item.components.find((c) => c.type === 'heading') ?? item.components[0];
  return first?.label.trim() || item.messageType.replace(/[_-]+/g, ' ');
}

/** The newest unread messages and how many there are, linked to the inbox. */
export function NoticesCard({ username }: { username: string }) {
  const inbox = useQuery(unreadNoticesQueryOptions(username));
  const unread = inbox.data?.unread ?? 0;
  return (
    <HomeCard id="home-notices-heading" title="Unread notifications" link={{ href: '/inbox?filter=unread', label: unread > 0 ? `Read all ${unread} in the inbox` : 'Open the inbox' }}>
      <CardBody read={inbox} what="Your notifications" bars={['h-5 w-full', 'h-5 w-5/6', 'h-5 w-2/3']} empty={(data) => (data.items.length === 0 ? 'Nothing new: you have read everything.' : null)}>
        {(data) => (
          <ul className="divide-y divide-gray-100">
            {data.items.map((item) => (
              <li key={item.notificationId} className="py-1.5 wrap-anywhere">
                <span className="font-medium text-gray-900">{headline(item)}</span>
                <span className="block text-gray-700">sent by {item.from}</span>
              </li>
            ))}
          </ul>
        )}
      </CardBody>
    </HomeCard>
  );
}

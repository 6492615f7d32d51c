'use client';

import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/client/fetch-json';
import { useMarkRead } from '@/lib/notifications/hooks';

type MarkAllReadProps = {
  /** Unread messages in the whole inbox; undefined until the list has loaded. */
  unread: number | undefined;
  onMarked: (announcement: string) => void;
};

/** Marks the whole inbox read, including pages not on screen; there is nothing to do when nothing is unread. */
export function MarkAllRead({ unread, onMarked }: MarkAllReadProps) {
  const markRead = useMarkRead();

  function markAll() {
    markRead.mutateAsync({ body: { all: true } }).then(
      ({ updated }) => onMarked(updated === 1 ? 'Marked 1 notification as read.' : `Marked ${updated} notifications as read.`),
      () => undefined,
    );
  }

  return (
    <div className="space-y-2">
      <Button variant="secondary" onClick={markAll} disabled={!unread} pending={markRead.isPending}>
        {markRead.isPending ? <Spinner /> : null}
        Mark all as read
      </Button>
      {markRead.isError ? <Alert title="Nothing was marked as read">{errorMessage(markRead.error)}</Alert> : null}
    </div>
  );
}

'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { ATTENDANCE, sendPunch } from '@/lib/attendance/hooks';
import { invalidateFeature } from '@/lib/client/api';
import { parseQueue, sendQueue, settle, waiting, type QueuedPunch, type SendOutcome } from './queue';
import { useOrgTime } from '@/components/ui/org-time';

// Where kept punches live: localStorage, one list per person (a shared device must never send one person's
// punch under another's session), so they survive a reload or a closed tab until they are sent.
const PREFIX = 'hr.attendance.punch-queue.';
/** Fired on this tab's writes; the browser's `storage` event only reaches the other tabs. */
const CHANGE_EVENT = 'hr:punch-queue-change';
/** Used when the browser refuses storage (private modes, a full quota): kept for as long as the tab is open. */
const memory = new Map<string, string>();

const keyOf = (username: string) => PREFIX + username.toLowerCase();

/** The stored list as text: a stable value for useSyncExternalStore to compare. */
function readStoredQueue(username: string): string | null {
  const key = keyOf(username);
  const kept = memory.get(key);
  if (kept !== undefined) return kept;
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function storeQueue(username: string, queue: readonly QueuedPunch[]): void {
  const key = keyOf(username);
  const raw = JSON.stringify(queue);
  try {
    if (queue.length) window.localStorage.setItem(key, raw);
    else window.localStorage.removeItem(key);
    memory.delete(key);
  } catch {
    memory.set(key, raw);
  }
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

function subscribeQueue(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key.startsWith(PREFIX)) onChange();
  };
  window.addEventListener(CHANGE_EVENT, onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(CHANGE_EVENT, onChange);
    window.removeEventListener('storage', onStorage);
  };
}

/** A kept punch the server has now recorded, shown as synced until today's list is fetched again with it. */
export interface SyncedPunch {
  punchId: string;
  body: QueuedPunch['body'];
}

/** While online, kept punches that had to wait (the server was busy, the session ended) are tried again this often. */
const RETRY_MS = 30_000;

function announce(outcome: SendOutcome, clock: (time: string) => string): string | null {
  const at = clock(outcome.punch.body.punchTime);
  if (outcome.kind === 'sent') return `Synced: your punch at ${at} was sent.`;
  if (outcome.kind === 'recorded') return `Synced: your punch at ${at} had already reached the server.`;
  if (outcome.kind === 'refused') return `Your punch at ${at} was not accepted: ${outcome.reason}`;
  return null;
}

/**
 * The punches kept on this device while offline: they are sent, oldest first, when the page opens and
 * whenever the connection returns; each is announced as synced, and the day and month are fetched again.
 */
export function usePunchQueue(username: string) {
  const raw = useSyncExternalStore(
    subscribeQueue,
    () => readStoredQueue(username),
    () => null,
  );
  const queue = useMemo(() => parseQueue(raw), [raw]);
  const [sendingKey, setSendingKey] = useState<string | null>(null);
  const [synced, setSynced] = useState<SyncedPunch[]>([]);
  const [announcement, setAnnouncement] = useState('');
  /** Why waiting punches were not sent although the browser is online; null when nothing is held back. */
  const [held, setHeld] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const { clock } = useOrgTime();
  const flushing = useRef(false);

  const flush = useCallback(async () => {
    if (flushing.current || !navigator.onLine || !waiting(parseQueue(readStoredQueue(username))).length) return;
    flushing.current = true;
    const said: string[] = [];
    let recorded = false;
    try {
      await sendQueue(
        parseQueue(readStoredQueue(username)),
        (punch) => {
          setSendingKey(punch.key);
          return sendPunch(punch.body, punch.key);
        },
        (outcome) => {
          // Read again rather than reuse the list sent: a new punch may have been kept meanwhile.
          storeQueue(username, settle(parseQueue(readStoredQueue(username)), outcome));
          if (outcome.kind === 'sent') setSynced((list) => [...list, { punchId: outcome.result.punchId, body: outcome.punch.body }]);
          recorded ||= outcome.kind === 'sent' || outcome.kind === 'recorded';
          setHeld(outcome.kind === 'later' ? outcome.reason : null);
          const words = announce(outcome, clock);
          if (words) said.push(words);
        },
      );
    } finally {
      flushing.current = false;
      setSendingKey(null);
      if (said.length) setAnnouncement(said.join(' '));
      if (recorded) void invalidateFeature(queryClient, ATTENDANCE);
    }
  }, [username, queryClient, clock]);

  useEffect(() => {
    const send = () => void flush();
    send();
    window.addEventListener('online', send);
    return () => window.removeEventListener('online', send);
  }, [flush]);

  const pending = waiting(queue).length > 0;
  useEffect(() => {
    if (!pending) return;
    const timer = window.setInterval(() => void flush(), RETRY_MS);
    return () => window.clearInterval(timer);
  }, [pending, flush]);

  const keep = useCallback((punch: QueuedPunch) => storeQueue(username, [...parseQueue(readStoredQueue(username)), punch]), [username]);
  const dismiss = useCallback(
    (key: string) => storeQueue(username, parseQueue(readStoredQueue(username)).filter((p) => p.key !== key)),
    [username],
  );

  return { queue, sendingKey, synced, announcement, held: pending ? held : null, keep, dismiss };
}

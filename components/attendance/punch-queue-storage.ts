// Where kept punches live: localStorage, one list per person (a shared device must never send one person's
// punch under another's session), so they survive a reload or a closed tab until they are sent.
import type { QueuedPunch } from './punch-queue';

const PREFIX = 'hr.attendance.punch-queue.';
/** Fired on this tab's writes; the browser's `storage` event only reaches the other tabs. */
const CHANGE_EVENT = 'hr:punch-queue-change';
/** Used when the browser refuses storage (private modes, a full quota): kept for as long as the tab is open. */
const memory = new Map<string, string>();

const keyOf = (username: string) => PREFIX + username.toLowerCase();

/** The stored list as text: a stable value for useSyncExternalStore to compare. */
export function readStoredQueue(username: string): string | null {
  const key = keyOf(username);
  const kept = memory.get(key);
  if (kept !== undefined) return kept;
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function storeQueue(username: string, queue: readonly QueuedPunch[]): void {
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

export function subscribeQueue(onChange: () => void): () => void {
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

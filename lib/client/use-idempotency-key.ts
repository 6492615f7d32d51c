'use client';

import { useCallback, useRef } from 'react';

/**
 * One Idempotency-Key per request body, for forms: a double click, or a resend after an answer was lost,
 * carries the same key and replays the first answer instead of writing twice. A changed body gets a new
 * key (the server refuses a known key with another body); `renew` starts afresh after a success, so the
 * next form is a new request even when it sends the same thing.
 */
export function useIdempotencyKey(): { keyFor: (body: unknown) => string; renew: () => void } {
  const attempt = useRef<{ body: string; key: string } | null>(null);
  const keyFor = useCallback((body: unknown) => {
    const json = JSON.stringify(body);
    if (attempt.current?.body !== json) attempt.current = { body: json, key: crypto.randomUUID() };
    return attempt.current.key;
  }, []);
  const renew = useCallback(() => {
    attempt.current = null;
  }, []);
  return { keyFor, renew };
}

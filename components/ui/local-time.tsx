'use client';

import { useSyncExternalStore } from 'react';
import { formatInstant, formatInstantUtc } from './date-words';

const neverChanges = () => () => undefined;

/**
 * An instant in the viewer's time zone ("14 Sept 2026, 2:35 pm"). The server does not know that zone, so
 * its HTML, and the first render in the browser that hydrates it, say the instant in UTC; the browser then
 * renders it in its own zone. Rendering the viewer's zone straight away made the two disagree for anyone
 * not in UTC (React's error 418), and React then rebuilt the whole page in the browser.
 */
export function LocalTime({ iso }: { iso: string }) {
  const hydrated = useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
  return <time dateTime={iso}>{hydrated ? formatInstant(iso) : formatInstantUtc(iso)}</time>;
}

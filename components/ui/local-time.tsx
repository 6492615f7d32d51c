'use client';

import { useSyncExternalStore } from 'react';
import { utcDayAndTime } from './date-words';
import { formatInstant } from '@/components/recruiter/candidates/format';

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
  const instant = new Date(iso);
  const text = Number.isNaN(instant.getTime()) ? iso : hydrated ? formatInstant(iso) : utcDayAndTime(instant);
  return <time dateTime={iso}>{text}</time>;
}

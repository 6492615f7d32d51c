'use client';

import { useContext, useMemo, useSyncExternalStore } from 'react';
import { formatClock } from '@/lib/time';
import { browserZoneDiffers, formatOrgDay, formatOrgInstant } from './org-zone';
import { OrgZoneContext } from './org-zone-context';

const neverChanges = () => () => undefined;

/**
 * Formats times on the organisation's clock, labelled with its zone where the browser's differs. The
 * server cannot know the browser's zone: its HTML, and the render that hydrates it, carry no label, and
 * the browser adds one once hydrated, so the two renders agree (React's error 418 otherwise).
 */
export function useOrgTime() {
  const zone = useContext(OrgZoneContext);
  const label = useSyncExternalStore(
    neverChanges,
    () => (browserZoneDiffers(zone) ? zone.label : null),
    () => null,
  );
  return useMemo(
    () => ({
      /** "09:30" or "09:30 IST", from a wall-clock HH:mm[:ss] in the organisation's zone. */
      clock: (time: string) => formatClock(time, label),
      /** "12 Mar 2026, 09:30" or "12 Mar 2026, 09:30 IST", from an instant (RFC 3339). */
      instant: (iso: string) => formatOrgInstant(iso, zone, label),
      /** "12 Mar 2026": the organisation's date of an instant. */
      day: (iso: string) => formatOrgDay(iso, zone),
    }),
    [zone, label],
  );
}

/** An instant in words on the organisation's clock, inside its <time>. */
export function OrgTime({ iso }: { iso: string }) {
  const { instant } = useOrgTime();
  return <time dateTime={iso}>{instant(iso)}</time>;
}

/** The organisation's date of an instant, inside its <time>: "12 Mar 2026". */
export function OrgDay({ iso }: { iso: string }) {
  const { day } = useOrgTime();
  return <time dateTime={iso}>{day(iso)}</time>;
}

'use client';

import { createContext, type ReactNode } from 'react';
import type { OrgZone } from './org-zone';

// Apart from org-time.tsx: the signed-in layout provides the zone on every page, and a module ships whole
// wherever one of its exports is used, so the formatting code ships only with the pages that show times.

/** Outside the signed-in layout (which provides the organisation's zone) times read as UTC, labelled. */
export const OrgZoneContext = createContext<OrgZone>({ name: 'UTC', label: 'UTC', fixedOffsetMinutes: 0 });

/** Gives the pages below the organisation's time zone, as the server worked it out (describeZone). */
export function OrgZoneProvider({ zone, children }: { zone: OrgZone; children: ReactNode }) {
  return <OrgZoneContext value={zone}>{children}</OrgZoneContext>;
}

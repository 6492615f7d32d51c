import 'server-only';
import { eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '@/db/client';
import { locations } from '@/db/schema';
import { versionedCacheSync } from '@/db/versioned-cache';
import type { Office } from './schemas';

export function findOffice(db: DbOrTx, code: string): Office | undefined {
  return db
    .select({
      code: locations.code,
      name: locations.name,
      latitude: locations.latitude,
      longitude: locations.longitude,
      geofenceRadiusMeters: locations.geofenceRadiusMeters,
      geofenceEnforced: locations.geofenceEnforced,
    })
    .from(locations)
    .where(eq(locations.code, code))
    .get();
}

// Every punch needs its office's fence; offices change rarely (version triggers, migration 0003).
const offices = versionedCacheSync<Office | null>(['locations'], 1000);

export function officeOf(db: Db, code: string): Office {
  const office = offices(db, code, () => findOffice(db, code) ?? null);
  // employees.location_code references locations, so a missing office is a broken database, not bad input.
  if (!office) throw new Error(`office ${code} missing`);
  return office;
}

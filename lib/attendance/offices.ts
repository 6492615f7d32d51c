import 'server-only';
import { eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '@/db/client';
import { locations } from '@/db/schema';
import { versionedCache } from '@/db/versioned-cache';
import type { Office } from './schemas';

export async function findOffice(db: DbOrTx, code: string): Promise<Office | undefined> {
  const [office] = await db
    .select({
      code: locations.code,
      name: locations.name,
      latitude: locations.latitude,
      longitude: locations.longitude,
      geofenceRadiusMeters: locations.geofenceRadiusMeters,
      geofenceEnforced: locations.geofenceEnforced,
    })
    .from(locations)
    .where(eq(locations.code, code));
  return office;
}

// Every punch needs its office's fence; offices change rarely (version triggers, migration 0003).
const offices = versionedCache<Office | null>(['locations'], 1000);

export async function officeOf(db: Db, code: string): Promise<Office> {
  const office = await offices(db, code, async () => (await findOffice(db, code)) ?? null);
  // employees.location_code references locations, so a missing office is a broken database, not bad input.
  if (!office) throw new Error(`office ${code} missing`);
  return office;
}

import { pgTable, text, integer, doublePrecision, boolean, index, type AnyPgColumn } from 'drizzle-orm/pg-core';

export const businessUnits = pgTable(
  'business_units',
  {
    orgUnitCode: text('org_unit_code').primaryKey(),
    name: text('name').notNull(),
    parentOrgUnitCode: text('parent_org_unit_code').references((): AnyPgColumn => businessUnits.orgUnitCode),
  },
  (t) => [index('business_units_parent_idx').on(t.parentOrgUnitCode)],
);

export const locations = pgTable('locations', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  city: text('city').notNull(),
  state: text('state').notNull(),
  country: text('country').notNull(),
  latitude: doublePrecision('latitude').notNull(),
  longitude: doublePrecision('longitude').notNull(),
  geofenceRadiusMeters: integer('geofence_radius_m').notNull(),
  geofenceEnforced: boolean('geofence_enforced').notNull().default(false),
});

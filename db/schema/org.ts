import { sqliteTable, text, integer, real, index, type AnySQLiteColumn } from 'drizzle-orm/sqlite-core';

export const businessUnits = sqliteTable(
  'business_units',
  {
    orgUnitCode: text('org_unit_code').primaryKey(),
    name: text('name').notNull(),
    parentOrgUnitCode: text('parent_org_unit_code').references((): AnySQLiteColumn => businessUnits.orgUnitCode),
  },
  (t) => [index('business_units_parent_idx').on(t.parentOrgUnitCode)],
);

export const locations = sqliteTable('locations', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  city: text('city').notNull(),
  state: text('state').notNull(),
  country: text('country').notNull(),
  latitude: real('latitude').notNull(),
  longitude: real('longitude').notNull(),
  geofenceRadiusMeters: integer('geofence_radius_m').notNull(),
  /** The office refuses punches from outside its fence (otherwise they are recorded and flagged). */
  geofenceEnforced: integer('geofence_enforced', { mode: 'boolean' }).notNull().default(false),
});

import { z } from 'zod';
import { pageOf, paginationQuery } from '@/lib/api/params';

export const directoryQuerySchema = z.strictObject({
  ...paginationQuery,
  q: z.string().trim().min(1).max(100).optional().meta({ description: 'Search in name, username and work e-mail (case-insensitive).' }),
  orgUnitCode: z.string().min(1).max(50).optional().meta({ description: 'Only this business unit.' }),
  location: z.string().min(1).max(50).optional().meta({ description: 'Only this location code.' }),
});

export type DirectoryQuery = z.output<typeof directoryQuerySchema>;

/** What every colleague may see: no PAN, no personal e-mail or mobile. */
export const directoryEntrySchema = z
  .object({
    username: z.string(),
    employeeCode: z.string(),
    displayName: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    designation: z.string(),
    department: z.string(),
    orgUnitCode: z.string(),
    businessUnitName: z.string(),
    locationCode: z.string(),
    locationName: z.string(),
    workEmail: z.string(),
    managerUsername: z.string().nullable(),
    pictureUrl: z.string().nullable(),
  })
  .meta({ id: 'DirectoryEntry' });

export type DirectoryEntry = z.infer<typeof directoryEntrySchema>;

export const directoryPageSchema = pageOf(directoryEntrySchema).meta({ id: 'DirectoryListResponse' });

export const directoryFiltersSchema = z
  .object({
    businessUnits: z.array(z.object({ orgUnitCode: z.string(), name: z.string(), parentOrgUnitCode: z.string().nullable() })),
    locations: z.array(z.object({ code: z.string(), name: z.string(), city: z.string() })),
  })
  .meta({ id: 'DirectoryFilters' });

export type DirectoryFilters = z.infer<typeof directoryFiltersSchema>;

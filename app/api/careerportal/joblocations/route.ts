import { otherMethods } from '@/lib/api/method-not-allowed';
import { route } from '@/lib/api/route';
import { portalLocationsOp } from '@/lib/jobs/operations';
import { portalLocationCounts } from '@/lib/jobs/portal';

// GET /api/careerportal/joblocations - visible jobs per location
export const GET = route(portalLocationsOp, async ({ db }) => ({ items: await portalLocationCounts(db) }));

export const { POST, PUT, PATCH, DELETE } = otherMethods('GET');

import { otherMethods } from '@/lib/api/method-not-allowed';
import { route } from '@/lib/api/route';
import { portalUnitsOp } from '@/lib/jobs/operations';
import { portalUnitCounts } from '@/lib/jobs/portal';

// GET /api/careerportal/joborghirarchies - visible jobs per business unit, sub-units included
export const GET = route(portalUnitsOp, async ({ db }) => ({ items: await portalUnitCounts(db) }));

export const { POST, PUT, PATCH, DELETE } = otherMethods('GET');

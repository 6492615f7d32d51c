import { otherMethods } from '@/lib/api/method-not-allowed';
import { route } from '@/lib/api/route';
import { directoryFiltersOp } from '@/lib/directory/operations';
import { directoryFilters } from '@/lib/directory/queries';

// GET /api/directory/v1/filters - business units and locations for the directory filters
export const GET = route(directoryFiltersOp, ({ db }) => directoryFilters(db));

export const { POST, PUT, PATCH, DELETE } = otherMethods('GET');

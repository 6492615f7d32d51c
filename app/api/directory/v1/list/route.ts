import { otherMethods } from '@/lib/api/method-not-allowed';
import { route } from '@/lib/api/route';
import { directoryListOp } from '@/lib/directory/operations';
import { listDirectory } from '@/lib/directory/queries';

// GET /api/directory/v1/list - employee directory, searchable and filterable
export const GET = route(directoryListOp, async ({ query, db }) => {
  const { items, total } = await listDirectory(db, query);
  return { items, offset: query.offset, limit: query.limit, total };
});

export const { POST, PUT, PATCH, DELETE } = otherMethods('GET');

import { randomUUID } from 'node:crypto';
import { problemResponse } from '@/lib/api/errors';

/**
 * Any method on an /api path no route serves - 404 problem+json, where Next.js would answer its HTML
 * not-found page. Not an operation: it reads no credentials and touches nothing, so it answers everyone
 * alike and says nothing about what exists.
 */
function notFound(): Response {
  return problemResponse({ status: 404, code: 'not_found', detail: 'No API operation is served at this path.', requestId: randomUUID() });
}

export { notFound as GET, notFound as HEAD, notFound as POST, notFound as PUT, notFound as PATCH, notFound as DELETE, notFound as OPTIONS };

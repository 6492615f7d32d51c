import { otherMethods } from '@/lib/api/method-not-allowed';
import type { RouteHandler } from '@/lib/api/route';
import { openApiDocument } from '@/lib/openapi/document';
import { openApiOp } from '@/lib/openapi/operation';

// GET /api/openapi.json - the generated OpenAPI 3.1 document
export const GET: RouteHandler = Object.assign(async () => Response.json(openApiDocument(), { headers: { 'Cache-Control': 'public, max-age=60' } }), {
  operation: openApiOp,
});

export const { POST, PUT, PATCH, DELETE } = otherMethods('GET');

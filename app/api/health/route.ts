import { otherMethods } from '@/lib/api/method-not-allowed';
import type { RouteHandler } from '@/lib/api/route';
import { healthOp } from '@/lib/health/operations';

// GET /api/health - liveness probe; deliberately bypasses the wrapper so it measures the bare framework
export const GET: RouteHandler = Object.assign(async () => Response.json({ status: 'ok' }, { headers: { 'Cache-Control': 'no-store' } }), {
  operation: healthOp,
});

export const { POST, PUT, PATCH, DELETE } = otherMethods('GET');

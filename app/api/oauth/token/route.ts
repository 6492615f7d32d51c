import { getDb } from '@/db/client';
import { otherMethods } from '@/lib/api/method-not-allowed';
import type { RouteHandler } from '@/lib/api/route';
import { tokenOp } from '@/lib/auth/operations';
import { handleTokenRequest } from '@/lib/auth/token-endpoint';

// POST /api/oauth/token - OAuth2 client-credentials grant for systems
export const POST: RouteHandler = Object.assign((request: Request) => handleTokenRequest(request, getDb()), { operation: tokenOp });

export const { GET, PUT, PATCH, DELETE } = otherMethods('POST');

import 'server-only';
import { randomUUID } from 'node:crypto';
import type { Db } from '@/db/client';
import { SCOPES, type Scope } from '@/db/schema';
import { readBodyText } from '@/lib/api/body';
import { clientOf } from '@/lib/api/client';
import { ApiError } from '@/lib/api/errors';
import { enforceRateLimit, requireAllowedIp, requireHttps } from '@/lib/api/gates';
import { errorResponse } from '@/lib/api/route';
import { parseOrThrow } from '@/lib/api/validation';
import { recordAudit } from '@/lib/audit/record';
import { findActiveClientById, secretMatches } from './api-clients';
import { issueMachineToken, MACHINE_TOKEN_TTL_SECONDS } from './machine-token';
import { tokenOp } from './operations';
import { tokenRequestSchema } from './token-schemas';

/** RFC 6749 error codes, carried as `error` beside the problem+json members. */
function oauthError(error: string, status: 400 | 401, detail: string): ApiError {
  const code = status === 401 ? 'unauthorized' : 'validation_failed';
  return new ApiError(code, detail, {
    extra: { error, error_description: detail },
    headers: status === 401 ? { 'WWW-Authenticate': 'Basic realm="hr-recruitment"' } : undefined,
  });
}

function basicCredentials(request: Request): { id: string; secret: string } | null {
  const header = request.headers.get('authorization');
  const match = header ? /^Basic\s+([A-Za-z0-9+/=]+)$/i.exec(header.trim()) : null;
  if (!match?.[1]) return null;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return null;
  try {
    return { id: decodeURIComponent(decoded.slice(0, colon)), secret: decodeURIComponent(decoded.slice(colon + 1)) };
  } catch {
    return null;
  }
}

/** POST /api/oauth/token: the client-credentials grant. */
export async function handleTokenRequest(request: Request, db: Db): Promise<Response> {
  const requestId = randomUUID();
  const { ip, secure } = clientOf(request);
  let rateHeaders: Record<string, string> = {};
  try {
    requireHttps(secure);
    // Per IP, so that guessing secrets is as slow as anything else.
    rateHeaders = await enforceRateLimit(`ip:${ip}`);
    if (!/^application\/x-www-form-urlencoded\b/i.test(request.headers.get('content-type') ?? '')) {
      throw oauthError('invalid_request', 400, 'Send the token request as application/x-www-form-urlencoded.');
    }
    const form = Object.fromEntries(new URLSearchParams(await readBodyText(request, tokenOp.bodyLimit ?? 16 * 1024)));
    const body = parseOrThrow(tokenRequestSchema, form, 'body');
    if (body.grant_type !== 'client_credentials') {
      throw oauthError('unsupported_grant_type', 400, 'Only grant_type=client_credentials is supported.');
    }
    const basic = basicCredentials(request);
    if (basic && (body.client_id || body.client_secret)) {
      throw oauthError('invalid_request', 400, 'Send the client credentials either by HTTP Basic or in the form, not both.');
    }
    const id = basic?.id ?? body.client_id;
    const secret = basic?.secret ?? body.client_secret;
    const client = id && secret ? await findActiveClientById(db, id) : undefined;
    if (!client || !secret || !secretMatches(client, secret)) {
      throw oauthError('invalid_client', 401, 'Unknown client, wrong secret, or revoked client.');
    }
    requireAllowedIp(client, ip);
    const asked = body.scope ? body.scope.split(' ').filter(Boolean) : client.scopes;
    const unknown = asked.filter((s) => !(SCOPES as readonly string[]).includes(s) || !client.scopes.includes(s as Scope));
    if (unknown.length > 0) throw oauthError('invalid_scope', 400, `Scopes not granted to this client: ${unknown.join(', ')}.`);
    const scopes = asked as Scope[];
    const accessToken = await issueMachineToken(client.clientId, scopes);
    await recordAudit(db, { actor: client.clientId, actorType: 'system', action: tokenOp.id, target: client.clientId, requestId, ip });
    return new Response(
      JSON.stringify({ access_token: accessToken, token_type: 'Bearer', expires_in: MACHINE_TOKEN_TTL_SECONDS, scope: scopes.join(' ') }),
      {
        headers: {
          'Content-Type': 'application/json',
          'Cache-Control': 'no-store',
          Pragma: 'no-cache',
          'X-Request-Id': requestId,
          ...rateHeaders,
        },
      },
    );
  } catch (err) {
    return errorResponse(err, requestId, rateHeaders, tokenOp.id);
  }
}

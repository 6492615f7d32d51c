import 'server-only';
import { randomUUID } from 'node:crypto';
import { problemResponse } from './errors';
import { HTTP_METHODS, type HttpMethod } from './operation';

/**
 * Handlers for every method a route does not serve, answering 405 with a problem body and `Allow`
 * (Next.js would answer those with an empty body).
 */
export function otherMethods(...allowed: HttpMethod[]): Record<HttpMethod, (request: Request) => Response> {
  const allow = [...allowed, ...(allowed.includes('GET') ? ['HEAD'] : []), 'OPTIONS'].join(', ');
  const notAllowed = (request: Request) =>
    problemResponse({
      status: 405,
      code: 'method_not_allowed',
      detail: `${request.method} is not allowed here; use ${allowed.join(' or ')}.`,
      requestId: randomUUID(),
      headers: { Allow: allow },
    });
  return Object.fromEntries(HTTP_METHODS.map((m) => [m, notAllowed])) as Record<HttpMethod, (request: Request) => Response>;
}

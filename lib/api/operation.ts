import type { z } from 'zod';
import type { Role, Scope } from '@/db/schema';
import type { CsvBody, MultipartFile } from './body';
import type { PrincipalKind } from './principal';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export const HTTP_METHODS: readonly HttpMethod[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

/**
 * Everything the wrapper, the OpenAPI document and the tests need to know about one operation.
 * Defined next to the feature's schemas; the route file only binds it to a handler.
 */
export interface Operation<
  P extends z.ZodType = z.ZodType,
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
> {
  id: string;
  method: HttpMethod;
  /** OpenAPI path template, e.g. `/api/profile/v1/detail/user/{username}` */
  path: string;
  summary: string;
  description?: string;
  tag: string;
  /** which base address of the spec serves it */
  host: 'base' | 'recruit';
  /**
   * How callers prove who they are: `api` (the default: API key, bearer token or session), `client-credentials`
   * (the token endpoint itself) or `none` (the health check).
   */
  security?: 'api' | 'client-credentials' | 'none';
  /** the scope a system client needs */
  scope: Scope;
  /** kinds of caller that may call it at all */
  principals: readonly PrincipalKind[];
  /** when set, a signed-in person needs one of these roles */
  roles?: readonly Role[];
  params?: P;
  query?: Q;
  body?: B;
  /** how the body is sent (default JSON) */
  bodyType?: 'application/json' | 'application/x-www-form-urlencoded';
  /** also take the body as multipart/form-data, the file going into a base64 field of the same schema */
  multipart?: MultipartFile;
  /** also take the body as text/csv, streamed through the operation's reader, whose result goes into the body's `csv` field */
  csv?: CsvBody<z.output<Q>>;
  /** request body limit in bytes (default 1 MiB) */
  bodyLimit?: number;
  /** a read every caller gets alike: each 200 carries an ETag, and `If-None-Match` naming it gets a 304 */
  conditional?: true;
  response: { description: string; schema?: R; contentType?: string };
  /** error statuses the operation can answer, besides the ones every operation has */
  errors: readonly number[];
}

export function defineOperation<P extends z.ZodType, Q extends z.ZodType, B extends z.ZodType, R extends z.ZodType>(
  op: Operation<P, Q, B, R>,
): Operation<P, Q, B, R> {
  return op;
}

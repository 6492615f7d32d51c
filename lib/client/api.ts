import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { HttpMethod, Operation } from '@/lib/api/operation';
import { fetchJson } from './fetch-json';
import { withQuery } from './with-query';

/**
 * What the browser knows of an operation: its id, method and path template, and (as types only) its
 * schemas. Made by scripts/gen-client.ts into ./operations/<feature>.gen.ts from the server's operations, whose
 * schemas and limits stay out of the page's JavaScript.
 */
export interface ClientOperation<O extends Operation = Operation> {
  id: string;
  /** The lib/ folder the operation belongs to: the first part of its query keys, so a feature can invalidate all of its reads at once. */
  feature: string;
  method: HttpMethod;
  path: string;
  /** Never set: carries the server operation's type. */
  readonly operation?: O;
}

type SchemaInput<S> = S extends z.ZodType ? z.input<S> : never;
/**
 * A query as the caller has it: the keys the schema takes (optional where the URL may leave them out),
 * each with the type the server parses it into (a number for `offset`, not the string the URL carries).
 */
type QueryInput<S> = S extends z.ZodType ? { [K in keyof z.input<S>]: K extends keyof z.output<S> ? z.output<S>[K] : never } : never;
/** An input part the operation has (its schema is more than the `z.ZodType` a missing part is inferred as) is required. */
type Part<K extends string, S, T> = unknown extends SchemaInput<S> ? { [key in K]?: never } : { [key in K]: T };

/** What a call sends: the path parameters, the query and the body its operation's schemas take. */
export type OperationInput<O> =
  O extends Operation<infer P, infer Q, infer B, z.ZodType> ? Part<'params', P, SchemaInput<P>> & Part<'query', Q, QueryInput<Q>> & Part<'body', B, SchemaInput<B>> : never;

/** What a call answers: the output of the operation's response schema. */
export type OperationOutput<O> = O extends Operation<z.ZodType, z.ZodType, z.ZodType, infer R> ? z.output<R> : never;

type Client<C> = C extends ClientOperation<infer O> ? O : never;
export type InputOf<C> = OperationInput<Client<C>>;
export type OutputOf<C> = OperationOutput<Client<C>>;

type QueryValue = string | number | boolean | readonly string[] | undefined | null;

/** The URL a call goes to: the path template filled in (each value percent-encoded) and the query appended. */
export function requestPath(op: ClientOperation, input: { params?: object; query?: object } = {}): string {
  const params = (input.params ?? {}) as Record<string, unknown>;
  const path = op.path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null) throw new Error(`${op.id} needs the path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
  return withQuery(path, (input.query ?? {}) as Record<string, QueryValue>);
}

/** The query key of a read: its feature, its operation and what it was asked. */
export function queryKeyFor<C extends ClientOperation>(op: C, input: InputOf<C>) {
  return [op.feature, op.id, input] as const;
}

/**
 * React Query options for a read. `meta` names the operation and its input, so a server page can make
 * the same read in-process before the first paint (app/api/prefetch.ts).
 */
export function queryOptionsFor<C extends ClientOperation>(op: C, input: InputOf<C>) {
  const url = requestPath(op, input as { params?: object; query?: object });
  return queryOptions({
    queryKey: queryKeyFor(op, input),
    queryFn: ({ signal }) => fetchJson<OutputOf<C>>(url, { signal }),
    meta: { operation: op.id, input, url },
  });
}

/** Extra request headers a write may send. */
export type CallOptions = { idempotencyKey?: string; signal?: AbortSignal };

/** Calls a write (or any operation) once: the JSON body, the Idempotency-Key when given; throws ApiRequestError on non-2xx. */
export function callOperation<C extends ClientOperation>(op: C, input: InputOf<C>, options: CallOptions = {}): Promise<OutputOf<C>> {
  const { body } = input as { body?: unknown };
  const headers: Record<string, string> = options.idempotencyKey ? { 'Idempotency-Key': options.idempotencyKey } : {};
  return fetchJson<OutputOf<C>>(requestPath(op, input as { params?: object; query?: object }), {
    method: op.method,
    body: body === undefined ? undefined : JSON.stringify(body),
    headers,
    signal: options.signal,
  });
}

/** React Query options for a write: `mutate(input)` calls it. */
export function mutationFor<C extends ClientOperation>(op: C) {
  return {
    mutationKey: [op.feature, op.id] as const,
    mutationFn: (input: InputOf<C> & CallOptions) => callOperation(op, input, input),
  };
}

/** Marks every read of `feature` stale (after a write that moves them together). */
export function invalidateFeature(client: QueryClient, feature: string): Promise<void> {
  return client.invalidateQueries({ queryKey: [feature] });
}

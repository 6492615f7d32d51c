import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { getDb } from '@/db/client';
import type { Operation } from '@/lib/api/operation';
import { searchParamsObject } from '@/lib/api/validation';
import { createApiClient } from '@/lib/auth/api-clients';
import { call, systemKey, type Caller } from '../helpers/call';
import { anyJson, anyText, asSent, badField, fieldsOf, FUZZ_RUNS, FUZZ_SEED, mutated, namesField, unknownField } from '../helpers/fuzz';
import { ENDPOINTS, type EndpointCall } from '../tables/endpoints';

/**
 * Property-based fuzzing of every endpoint in the inventory, as a read-write system (which may act for
 * anyone): whatever the body, query or path holds, the answer is never a 500, a value the operation's
 * schema refuses is a 400 naming it, and nothing the schema refuses is ever accepted.
 */
fc.configureGlobal({ seed: FUZZ_SEED, numRuns: FUZZ_RUNS });
console.info(`fuzz: fast-check seed ${FUZZ_SEED}, ${FUZZ_RUNS} runs a property (another: FUZZ_SEED=<n> FUZZ_RUNS=<n> npx vitest run tests/api/fuzz.test.ts)`);

type Named = [string, EndpointCall];
const INVENTORY = Object.entries(ENDPOINTS) as Named[];

function operationOf(e: EndpointCall): Operation {
  if (!e.handler.operation) throw new Error(`${e.method} ${e.path} is not bound to an operation`);
  return e.handler.operation;
}

const isForm = (e: EndpointCall) => operationOf(e).bodyType === 'application/x-www-form-urlencoded';
// The health check and the OpenAPI document bypass the wrapper and read no input.
const takesInput = (e: EndpointCall) => operationOf(e).security !== 'none';

const WRITES = INVENTORY.filter(([, e]) => (e.method === 'POST' || e.method === 'PUT') && operationOf(e).body);
const READS = INVENTORY.filter(([, e]) => e.method === 'GET' && takesInput(e));
const WITH_PARAMS = INVENTORY.filter(([, e]) => takesInput(e) && Object.keys(fieldsOf(operationOf(e).params)).length > 0);

let system: Caller;
let tokenForm: Record<string, string>;
beforeAll(async () => {
  system = await systemKey();
  // Real client credentials, so that a form the schema takes can reach a 200.
  const client = await createApiClient(getDb(), { name: 'fuzzed token client', scopes: ['read', 'write'], kind: 'credentials' });
  tokenForm = { grant_type: 'client_credentials', client_id: client.clientId, client_secret: client.clientSecret ?? '' };
});

/** Sends `body` as the operation takes it (JSON, or a form of strings) and returns the answer and what the server parsed. */
async function send(e: EndpointCall, body: unknown) {
  if (isForm(e)) {
    const rawBody = new URLSearchParams(body as Record<string, string>).toString();
    const res = await call(e.handler, { ...e, body: undefined, rawBody, headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    return { res, seen: Object.fromEntries(new URLSearchParams(rawBody)) };
  }
  const res = await call(e.handler, { ...e, body: undefined, rawBody: JSON.stringify(body), headers: { 'content-type': 'application/json' }, as: system });
  return { res, seen: asSent(body) };
}

/** The query object the wrapper validates, for the query `call` sends. */
function queryAsSeen(query: Record<string, string | string[]>) {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) for (const v of [value].flat()) params.append(name, v);
  return searchParamsObject(params);
}

describe.each(WRITES)('%s body', (_name, e) => {
  const op = operationOf(e);
  const schema = op.body ?? z.never();
  const fields = fieldsOf(schema);
  const values = isForm(e) ? anyText : anyJson;
  const good = () => (isForm(e) ? tokenForm : (e.body as Record<string, unknown>));

  it('any body: never a 500; a 400 whenever the schema refuses it, so no 2xx unless it takes it', async () => {
    const anyBody = isForm(e) ? fc.dictionary(anyText, anyText, { maxKeys: 5 }) : fc.jsonValue();
    const bodies = fc.oneof(anyBody, mutated(good(), Object.keys(fields), values));
    await fc.assert(
      fc.asyncProperty(bodies, async (body) => {
        const { res, seen } = await send(e, body);
        expect(res.status, res.text).toBeLessThan(500);
        if (!schema.safeParse(seen).success) {
          expect(res.status, res.text).toBe(400);
          expect(res.json.code).toBe('validation_failed');
        }
      }),
    );
  });

  it('one field with a value its schema refuses (wrong type, out of range): a 400 naming that field', async () => {
    await fc.assert(
      fc.asyncProperty(badField(fields, values), async ({ field, value }) => {
        const { res } = await send(e, { ...good(), [field]: value });
        expect(res.status, res.text).toBe(400);
        expect(namesField(res.json, field), res.text).toBe(true);
      }),
    );
  });

  it('an unknown extra field: a 400 naming it', async () => {
    await fc.assert(
      fc.asyncProperty(unknownField(fields), values, async (field, value) => {
        const { res } = await send(e, { ...good(), [field]: value });
        expect(res.status, res.text).toBe(400);
        expect(namesField(res.json, field), res.text).toBe(true);
      }),
    );
  });
});

describe.each(READS)('%s query', (_name, e) => {
  const schema = operationOf(e).query ?? z.strictObject({});
  const fields = fieldsOf(schema);

  it('any query, unknown parameters included: never a 500, and a 400 naming the query whenever the schema refuses it', async () => {
    const value = fc.oneof(anyText, fc.array(anyText, { minLength: 2, maxLength: 3 }));
    const known = mutated(e.query ?? {}, Object.keys(fields), value);
    const unknown = fc.dictionary(unknownField(fields), anyText, { maxKeys: 2 });
    const queries = fc
      .tuple(known, fc.option(unknown, { nil: {} }))
      .map(([k, u]) => ({ ...k, ...u }) as Record<string, string | string[]>);
    await fc.assert(
      fc.asyncProperty(queries, async (query) => {
        const res = await call(e.handler, { ...e, query, as: system });
        expect(res.status, res.text).toBeLessThan(500);
        if (!schema.safeParse(queryAsSeen(query)).success) {
          expect(res.status, res.text).toBe(400);
          expect(namesField(res.json, 'query'), res.text).toBe(true);
        }
      }),
    );
  });
});

describe.each(READS)('%s unknown parameter', (_name, e) => {
  const fields = fieldsOf(operationOf(e).query);

  it('an unknown parameter beside a good query: a 400 naming it', async () => {
    await fc.assert(
      fc.asyncProperty(unknownField(fields), anyText, async (name, value) => {
        const res = await call(e.handler, { ...e, query: { ...e.query, [name]: value }, as: system });
        expect(res.status, res.text).toBe(400);
        expect(namesField(res.json, `query.${name}`), res.text).toBe(true);
      }),
    );
  });
});

describe.each(WITH_PARAMS)('%s path', (_name, e) => {
  const schema = operationOf(e).params ?? z.strictObject({});
  const fields = fieldsOf(schema);

  it('any path parameter: never a 500, and a 400 naming it whenever the schema refuses it', async () => {
    const paramsArb = fc.record(Object.fromEntries(Object.keys(fields).map((name) => [name, anyText])));
    await fc.assert(
      fc.asyncProperty(paramsArb, async (params) => {
        const res = await call(e.handler, { ...e, params, as: system });
        expect(res.status, res.text).toBeLessThan(500);
        if (!schema.safeParse(params).success) {
          expect(res.status, res.text).toBe(400);
          expect(namesField(res.json, 'path'), res.text).toBe(true);
        }
      }),
    );
  });
});

import fc from 'fast-check';
import { z } from 'zod';

/** Fixed so that a failure reproduces; FUZZ_SEED and FUZZ_RUNS explore further (docs/decisions.md, "Security sweep"). */
export const FUZZ_SEED = Number(process.env.FUZZ_SEED ?? 20251124);
export const FUZZ_RUNS = Number(process.env.FUZZ_RUNS ?? 60);

/** What the server gets of a value once the client has sent it as JSON (NaN becomes null, -0 becomes 0, ...). */
export function asSent(value: unknown): unknown {
  return JSON.parse(JSON.stringify(value) ?? 'null');
}

const isoDate = fc
  .date({ min: new Date('0001-01-01T00:00:00Z'), max: new Date('9999-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString());

/** Text a client could put in a query value or a form field: any characters, numbers, dates of any year, edge cases. */
export const anyText: fc.Arbitrary<string> = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.integer({ min: -100_000, max: 10_000_000 }).map(String),
  fc.double().map(String),
  fc.tuple(isoDate, fc.constantFrom(4, 7, 10, 16, 19)).map(([iso, length]) => iso.slice(0, length)),
  fc.integer({ min: 0, max: 3000 }).map((n) => 'x'.repeat(n)),
  fc.constantFrom('', ' ', 'true', 'false', 'null', '0', '-0', '1e3', 'NaN', 'Infinity', '0x10', '00012', '%', '\u0000', '__proto__', 'employee'),
);

/** JSON values that are wrong somewhere: other types, long strings, big, negative or fractional numbers, long arrays. */
export const anyJson: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  anyText,
  fc.integer({ min: -1e15, max: 1e15 }),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.array(fc.string(), { maxLength: 300 }),
  fc.constantFrom<unknown>(null, true, false, [], {}, -1, 0, 0.5, 1e21, -1e21),
);

/** The fields of an object schema (every request body, query and path schema here is one). */
export function fieldsOf(schema: z.ZodType | undefined): Record<string, z.ZodType> {
  return schema instanceof z.ZodObject ? (schema.shape as Record<string, z.ZodType>) : {};
}

/**
 * A good value with up to three of its fields (or of the fields it could have) dropped or replaced by
 * one of `values`: close enough to pass the schema often, so the rules behind it are fuzzed as well.
 */
export function mutated(good: Record<string, unknown>, fields: string[], values: fc.Arbitrary<unknown>): fc.Arbitrary<Record<string, unknown>> {
  const DROP = Symbol('drop');
  if (fields.length === 0) return fc.constant(good);
  return fc
    .subarray(fields, { maxLength: Math.min(3, fields.length) })
    .chain((chosen) => fc.record(Object.fromEntries(chosen.map((name) => [name, fc.option(values, { nil: DROP, freq: 3 })]))))
    .map((changes) => {
      const value = { ...good };
      for (const [name, change] of Object.entries(changes)) {
        if (change === DROP) delete value[name];
        else value[name] = change;
      }
      return value;
    });
}

/** One field of `fields` and a value (from `values`) that this field's own schema refuses. */
export function badField(fields: Record<string, z.ZodType>, values: fc.Arbitrary<unknown>): fc.Arbitrary<{ field: string; value: unknown }> {
  // Only fields that refuse some of `values` can be given a bad one (a sample of them decides).
  const sample = fc.sample(values.map(asSent), { seed: FUZZ_SEED, numRuns: 300 });
  const refusing = Object.keys(fields).filter((name) => sample.some((value) => !fields[name]?.safeParse(value).success));
  return fc.constantFrom(...refusing).chain((field) =>
    values
      .map(asSent)
      .filter((value) => !fields[field]?.safeParse(value).success)
      .map((value) => ({ field, value })),
  );
}

/** A field name the schema does not know, the names of Object.prototype's members among them. */
export function unknownField(fields: Record<string, z.ZodType>): fc.Arbitrary<string> {
  return fc
    .oneof(fc.string({ minLength: 1, maxLength: 20 }), fc.constantFrom('__proto__', 'constructor', 'toString', 'hasOwnProperty', 'length'))
    .filter((name) => !Object.hasOwn(fields, name));
}

/** Whether the error answer names `field` (or something inside it) in `errors[].path`. */
export function namesField(json: { errors?: { path: string }[] } | undefined, field: string): boolean {
  return (json?.errors ?? []).some((e) => e.path === field || e.path.startsWith(`${field}.`));
}

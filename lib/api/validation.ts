import type { z } from 'zod';
import { ApiError, type FieldError } from './errors';

/** One entry per bad field, unknown fields included, with dotted paths such as `address.city`. */
export function fieldErrors(error: z.ZodError, prefix?: string): FieldError[] {
  const errors: FieldError[] = [];
  for (const issue of error.issues) {
    const base = [prefix, ...issue.path.map(String)].filter(Boolean).join('.');
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) errors.push({ path: base ? `${base}.${key}` : key, message: 'Unknown field' });
    } else {
      errors.push({ path: base || '(body)', message: issue.message });
    }
  }
  return errors;
}

/** Parses `value` with `schema` or throws a 400 naming every bad field. */
export function parseOrThrow<S extends z.ZodType>(schema: S, value: unknown, where: 'body' | 'query' | 'path'): z.output<S> {
  const result = schema.safeParse(value);
  const prefix = where === 'body' ? undefined : where;
  const errors = result.success ? nulErrors(result.data, prefix) : fieldErrors(result.error, prefix);
  if (result.success && errors.length === 0) return result.data;
  const names = errors.map((e) => e.path).join(', ');
  throw new ApiError('validation_failed', `Invalid ${where === 'body' ? 'request body' : `${where} parameters`}: ${names}.`, { errors });
}

/**
 * The strings of `value` holding a NUL character. PostgreSQL cannot store one in text (the statement
 * fails) where SQLite would keep it, and no name, comment or date has one: refused on both, by field.
 */
function nulErrors(value: unknown, path: string | undefined, errors: FieldError[] = []): FieldError[] {
  if (typeof value === 'string') {
    if (value.includes('\0')) errors.push({ path: path ?? '(body)', message: 'Must not contain the NUL character' });
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => nulErrors(item, path ? `${path}.${index}` : String(index), errors));
  } else if (value !== null && typeof value === 'object' && !ArrayBuffer.isView(value)) {
    for (const [key, item] of Object.entries(value)) nulErrors(item, path ? `${path}.${key}` : key, errors);
  }
  return errors;
}

/** URLSearchParams as an object; a repeated name becomes an array. */
export function searchParamsObject(params: URLSearchParams): Record<string, string | string[]> {
  // No prototype: a parameter named `__proto__` or `constructor` must be an unknown field like any other,
  // not replace the object's prototype or meet an inherited member.
  const out: Record<string, string | string[]> = Object.create(null);
  for (const [key, value] of params) {
    const existing = out[key];
    if (existing === undefined) out[key] = value;
    else out[key] = Array.isArray(existing) ? [...existing, value] : [existing, value];
  }
  return out;
}

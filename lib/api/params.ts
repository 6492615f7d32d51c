import { z } from 'zod';
import type { ZodOpenApiOverrideMetaContext } from 'zod-openapi';

/** A whole number carried in a query string ("20"), checked as a number after parsing. */
export function queryInteger(bounds: { min: number; max?: number }, description: string) {
  const range = z
    .number()
    .int()
    .min(bounds.min)
    .max(bounds.max ?? Number.MAX_SAFE_INTEGER);
  return z
    .string()
    .regex(/^\d{1,15}$/, 'Must be a whole number')
    .transform(Number)
    .pipe(range)
    .meta({
      description,
      override: ({ jsonSchema }: ZodOpenApiOverrideMetaContext) => {
        delete jsonSchema.pattern;
        delete jsonSchema.maxLength;
        Object.assign(jsonSchema, { type: 'integer', minimum: bounds.min }, bounds.max ? { maximum: bounds.max } : {});
      },
    });
}

const MAX_PAGE_SIZE = 100;

/** `offset` (default 0) and `limit` (default 20, at most 100: more is a 400, never a silent clamp). */
export const paginationQuery = {
  offset: queryInteger({ min: 0 }, 'Records to skip (default 0).').default(0),
  limit: queryInteger({ min: 1, max: MAX_PAGE_SIZE }, `Records per page (default 20, at most ${MAX_PAGE_SIZE}).`).default(20),
};

/** The list envelope every paginated answer uses. */
export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), offset: z.number().int(), limit: z.number().int(), total: z.number().int() });
}

/** A username in a path or body: case-insensitive, so normalised to lower case. */
export const usernameSchema = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9._@-]+$/, 'Letters, digits, dot, underscore, @ and hyphen only')
  .transform((s) => s.toLowerCase())
  .meta({ description: 'Username (case-insensitive).', example: 'employee' });

/** LIKE pattern that matches `text` literally (with `ESCAPE '\\'`). */
export function likeContains(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** A calendar date `YYYY-MM-DD` that exists (no 31 April). */
export const isoDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Expected a date as YYYY-MM-DD')
  .refine((s) => {
    const date = new Date(`${s}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(s);
  }, 'Not a calendar date')
  .meta({ format: 'date', example: '2026-12-31' });

// Inputs hold strings; these turn them into what the shared schema expects (setValueAs in register).

/** An empty number box is "not given", so zod says "Required" rather than a NaN message. */
export const wholeNumber = (value: unknown) => (value === '' || value == null ? undefined : Number(value));
/** Optional amounts: empty means none (null), as the API wants. */
export const wholeNumberOrNull = (value: unknown) => (value === '' || value == null ? null : Number(value));
export const textOrNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);
/** An empty job code is left out so the server generates one. */
export const textOrUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
export const upperCase = (value: unknown) => (typeof value === 'string' ? value.trim().toUpperCase() : value);

/** "React, TypeScript , ,SQL" -> ["React", "TypeScript", "SQL"] */
export function parseSkills(text: string): string[] {
  return text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

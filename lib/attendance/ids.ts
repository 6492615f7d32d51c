// Punches and regularisations are numbered by their row id; the public ids are that number with a prefix,
// so no second write is needed to name a new row.

const pad = (id: number) => String(id).padStart(6, '0');

export const punchIdOf = (id: number) => `PUN-${pad(id)}`;

/** The row id inside a `PUN-000042` (already checked by the schema). */
export const punchRowId = (punchId: string) => Number(punchId.slice('PUN-'.length));

export const regularisationIdOf = (id: number) => `REG-${pad(id)}`;

/** The row id inside a `REG-000007` (already checked by the schema). */
export const regularisationRowId = (regularisationId: string) => Number(regularisationId.slice('REG-'.length));

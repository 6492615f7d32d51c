const pad = (id: number) => String(id).padStart(6, '0');

/** Notifications are numbered by their row id: NTF-000042. */
export const notificationIdOf = (id: number) => `NTF-${pad(id)}`;

/** The row id inside a `NTF-000042` (already checked by the schema). */
export const notificationRowId = (notificationId: string) => Number(notificationId.slice('NTF-'.length));

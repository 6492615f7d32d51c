/** Current instant as RFC 3339 in UTC. */
export function nowIso(): string {
  return new Date().toISOString();
}

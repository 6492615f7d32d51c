// Kept apart from db/copy-to-postgres.ts (a server-only module) so that tools loaded outside the
// server (the bench's PostgreSQL set-up, which Playwright specs import through bench/processes.ts) can
// print a database URL without its password.

/** The URL with its password (in the authority or as a parameter) replaced by ***, for printing. */
export function maskUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    if (parsed.searchParams.has('password')) parsed.searchParams.set('password', '***');
    return parsed.toString();
  } catch {
    return url.replace(/:[^:@/]*@/, ':***@');
  }
}

/** The organisation's name (`ORG_NAME`), as the career site and the payslips print it. Read when called, not at build time. */
export function orgName(): string {
  return process.env.ORG_NAME || 'Acme HR';
}

/** The public origin canonical links and structured data point at. */
export function siteUrl(): URL {
  const raw = process.env.BASE_URL || process.env.NEXTAUTH_URL || 'http://localhost:3000';
  try {
    return new URL(raw);
  } catch {
    return new URL('http://localhost:3000');
  }
}

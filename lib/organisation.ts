/** The organisation's name (`ORG_NAME`), as the career site and the payslips print it. Read when called, not at build time. */
export function orgName(): string {
  return process.env.ORG_NAME || 'Acme HR';
}

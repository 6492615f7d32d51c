import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

// On this file's own database (tests/setup.ts), SQLite or PostgreSQL: DATABASE_URL names it.
function clients(...args: string[]): string {
  return execFileSync(process.execPath, ['--import', './scripts/register.mjs', 'scripts/clients.ts', ...args], { env: process.env, encoding: 'utf8' });
}
const listedClient = (clientId: string) => (JSON.parse(clients('list', '--json')) as { clientId: string; revokedAt: string | null }[]).filter((c) => c.clientId === clientId);

describe('npm run clients', () => {
  it('creates, lists and revokes clients, showing each secret once', () => {
    const created = JSON.parse(clients('create', '--name', 'payroll engine', '--scopes', 'read,write', '--ips', '10.0.0.0/8', '--json'));
    expect(created).toMatchObject({ name: 'payroll engine', scopes: ['read', 'write'], ipAllowlist: ['10.0.0.0/8'] });
    expect(created.apiKey).toMatch(/^hrk_/);
    expect(created.clientSecret).toMatch(/^hrs_/);

    const listed = listedClient(created.clientId);
    expect(listed).toHaveLength(1);
    expect(JSON.stringify(listed)).not.toContain(created.apiKey);
    expect(JSON.stringify(listed)).not.toContain(created.clientSecret);

    expect(JSON.parse(clients('revoke', created.clientId, '--json'))).toEqual({ clientId: created.clientId, revoked: true });
    expect(listedClient(created.clientId)[0]?.revokedAt).not.toBeNull();
  });

  it('refuses bad scopes and addresses', () => {
    expect(() => clients('create', '--name', 'x', '--scopes', 'admin')).toThrow();
    expect(() => clients('create', '--name', 'x', '--ips', '10.0.0.0/99')).toThrow();
  });
});

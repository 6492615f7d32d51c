import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hr-cli-'));
const env = { ...process.env, DATABASE_URL: path.join(dir, 'cli.db') };

function clients(...args: string[]): string {
  return execFileSync(process.execPath, ['--import', './scripts/register.mjs', 'scripts/clients.ts', ...args], { env, encoding: 'utf8' });
}

describe('npm run clients', () => {
  it('creates, lists and revokes clients, showing each secret once', () => {
    const created = JSON.parse(clients('create', '--name', 'payroll engine', '--scopes', 'read,write', '--ips', '10.0.0.0/8', '--json'));
    expect(created).toMatchObject({ name: 'payroll engine', scopes: ['read', 'write'], ipAllowlist: ['10.0.0.0/8'] });
    expect(created.apiKey).toMatch(/^hrk_/);
    expect(created.clientSecret).toMatch(/^hrs_/);

    const listed = JSON.parse(clients('list', '--json'));
    expect(listed).toHaveLength(1);
    expect(JSON.stringify(listed)).not.toContain(created.apiKey);
    expect(JSON.stringify(listed)).not.toContain(created.clientSecret);

    expect(JSON.parse(clients('revoke', created.clientId, '--json'))).toEqual({ clientId: created.clientId, revoked: true });
    expect(JSON.parse(clients('list', '--json'))[0].revokedAt).not.toBeNull();
  });

  it('refuses bad scopes and addresses', () => {
    expect(() => clients('create', '--name', 'x', '--scopes', 'admin')).toThrow();
    expect(() => clients('create', '--name', 'x', '--ips', '10.0.0.0/99')).toThrow();
  });
});

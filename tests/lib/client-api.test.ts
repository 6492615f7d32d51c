import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { queryOptionsFor, requestPath, type ClientOperation } from '@/lib/client/api';
import { inboxOp } from '@/lib/client/operations/notifications.gen';
import { leaveBalanceOp, leaveHistoryOp } from '@/lib/client/operations/leave.gen';
import { ALL_OPERATIONS } from '@/lib/openapi/operations';
import { CLIENT_DIR, clientFiles, generatedFiles } from '@/scripts/gen-client';

const generated = { inboxOp, leaveBalanceOp, leaveHistoryOp };

describe('the generated operation client', () => {
  it('is what scripts/gen-client.ts makes of the operations today (run npm run gen:client after changing one)', async () => {
    const files = await generatedFiles();
    for (const [file, text] of Object.entries(files)) {
      expect(fs.readFileSync(path.join(process.cwd(), file), 'utf8'), file).toBe(text);
    }
    const onDisk = clientFiles().map((name) => `${CLIENT_DIR}/${name}`);
    expect(onDisk.sort()).toEqual(Object.keys(files).filter((file) => file.startsWith(CLIENT_DIR)).sort());
  });

  it('knows every operation the app serves, with its method and path', async () => {
    const modules = await Promise.all(
      clientFiles().map((name) => import(`@/${CLIENT_DIR}/${name.replace(/\.ts$/, '')}`) as Promise<Record<string, ClientOperation>>),
    );
    const known = new Map(modules.flatMap((module) => Object.values(module)).map((op) => [op.id, op]));
    for (const op of ALL_OPERATIONS) expect(known.get(op.id), op.id).toMatchObject({ method: op.method, path: op.path });
  });
});

describe('requestPath', () => {
  it('fills the path template with encoded values and appends the query, leaving out what is not set', () => {
    expect(requestPath(generated.leaveHistoryOp, { params: { username: 'a b/c' }, query: { offset: 0, limit: 20, status: undefined } })).toBe(
      '/api/leave/v1/history/user/a%20b%2Fc?offset=0&limit=20',
    );
    expect(requestPath(generated.inboxOp, { params: { username: 'employee' }, query: { unread: 'true' } })).toBe('/api/bot/v1/inbox/user/employee?unread=true');
  });

  it('refuses to call a path with a parameter missing', () => {
    expect(() => requestPath(generated.leaveBalanceOp, {})).toThrow(/username/);
  });

  it('gives a read a key under its feature and names its operation for the server page', () => {
    const options = queryOptionsFor(generated.leaveBalanceOp, { params: { username: 'employee' }, query: { year: 2026 } });
    expect(options.queryKey).toEqual(['leave', 'getLeaveBalance', { params: { username: 'employee' }, query: { year: 2026 } }]);
    expect(options.meta).toMatchObject({ operation: 'getLeaveBalance', url: '/api/leave/v1/detail/user/employee?year=2026' });
  });
});

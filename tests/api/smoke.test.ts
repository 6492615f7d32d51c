import { describe, expect, it } from 'vitest';
import { GET } from '@/app/api/profile/v1/detail/user/[username]/route';
import { call, sessionFor } from '../helpers/call';

describe('smoke', () => {
  it('reads own profile', async () => {
    const res = await call(GET, { as: await sessionFor('employee'), params: { username: 'employee' } });
    expect(res.status).toBe(200);
    expect(res.json.username).toBe('employee');
    expect(res.json.manager.username).toBe('manager');
  });
});

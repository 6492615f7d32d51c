import type { FieldValues, Resolver, ResolverOptions, ResolverResult } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { checkApplyLeave } from '@/components/leave/apply-leave-check';
import { applyLeaveResolver } from '@/components/leave/apply-leave-resolver';
import { lazyResolver } from '@/components/ui/lazy-resolver';
import { plainMessages } from '@/components/ui/plain-messages';

const OPTIONS = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<FieldValues>;

/** A resolver that refuses `name` when empty, with an API-worded message. */
const nameRequired: Resolver<FieldValues, unknown, FieldValues> = async (values): Promise<ResolverResult<FieldValues>> =>
  values.name ? { values, errors: {} } : { values: {}, errors: { name: { type: 'too_small', message: 'Must not be empty: name' } } };

describe('lazyResolver', () => {
  it('loads the resolver once, on first use, and answers what it answers', async () => {
    const load = vi.fn(async () => nameRequired);
    const resolver = lazyResolver(load);
    expect(load).not.toHaveBeenCalled();

    const refused = await resolver({ name: '' }, undefined, OPTIONS);
    expect(refused.errors.name?.message).toBe('Must not be empty: name');
    const accepted = await resolver({ name: 'Asha' }, undefined, OPTIONS);
    expect(accepted).toEqual({ values: { name: 'Asha' }, errors: {} });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('starts loading on preload, and the check then reuses that load', async () => {
    const load = vi.fn(async () => nameRequired);
    const resolver = lazyResolver(load);
    resolver.preload();
    resolver.preload();
    expect(load).toHaveBeenCalledTimes(1);
    expect((await resolver({ name: '' }, undefined, OPTIONS)).errors.name).toBeDefined();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('lets the form through to the server when the code cannot be loaded, and tries again next time', async () => {
    const load = vi.fn<() => Promise<typeof nameRequired>>().mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module')).mockResolvedValue(nameRequired);
    const resolver = lazyResolver(load);
    resolver.preload();
    // The failed preload is forgotten: the check loads again and refuses the empty name.
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    expect((await resolver({ name: '' }, undefined, OPTIONS)).errors.name).toBeDefined();
    expect(load).toHaveBeenCalledTimes(2);

    const failing = lazyResolver(vi.fn(async (): Promise<typeof nameRequired> => Promise.reject(new Error('offline'))));
    expect(await failing({ name: '' }, undefined, OPTIONS)).toEqual({ values: { name: '' }, errors: {} });
  });
});

describe('plainMessages', () => {
  it('rewords each error message for the form', async () => {
    const resolver = plainMessages(nameRequired, (message) => (message === 'Must not be empty: name' ? 'Enter your name' : message));
    expect((await resolver({ name: '' }, undefined, OPTIONS)).errors.name?.message).toBe('Enter your name');
  });
});

describe('the apply form', () => {
  it('loads the API schema on first check and says its refusals in the words on the labels', async () => {
    const values = { leaveType: 'CL', startDate: '2026-12-10', endDate: '2026-12-09', leaveDuration: 'full_day' };
    const result = await applyLeaveResolver(values as never, undefined, OPTIONS as never);
    expect(result.errors.endDate?.message).toBe('Must not be before the start date');
    // The same answer as the schema's own resolver, loaded directly.
    expect(await checkApplyLeave(values as never, undefined, OPTIONS as never)).toEqual(result);
  });
});

import type { FieldValues, Resolver, ResolverOptions, ResolverResult } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { LEAVE_MESSAGES } from '@/components/leave/messages';
import { lazyResolver } from '@/components/ui/form/lazy-resolver';
import { schemaResolver } from '@/components/ui/form/schema-resolver';
import { formFailure, plainMessage } from '@/components/ui/form/use-operation-form';
import { ApiRequestError } from '@/lib/client/fetch-json';
import { applyLeaveSchema } from '@/lib/leave/schemas';

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

describe('schemaResolver', () => {
  it("checks with the API's own schema and says its refusals in the feature's words, zod's own in friendly ones", async () => {
    const resolve = schemaResolver(applyLeaveSchema, (message) => plainMessage(LEAVE_MESSAGES, message));
    const values = { leaveType: 'CL', startDate: '2026-12-10', endDate: '2026-12-09', leaveDuration: 'full_day' };
    const result = await resolve(values as never, undefined, OPTIONS as never);
    expect(result.errors.endDate?.message).toBe('Must not be before the start date');
    const empty = await resolve({ leaveDuration: 'full_day', startDate: '', endDate: '' } as never, undefined, OPTIONS as never);
    expect(empty.errors.leaveType?.message).toBe('Choose a leave type');
    expect(empty.errors.startDate?.message).toBe('Pick a date');
  });
});

describe('formFailure', () => {
  const refused = (errors: { path: string; message: string }[]) =>
    new ApiRequestError({ status: 400, code: 'validation_failed', detail: 'The request is not valid.', errors });

  it("puts the server's field errors beside the form's boxes, in the feature's words, and nothing in the alert when all are shown", () => {
    const outcome = formFailure(refused([{ path: 'endDate', message: 'Must not be before startDate' }]), ['startDate', 'endDate'], LEAVE_MESSAGES);
    expect(outcome).toEqual({ message: null, fieldErrors: [{ path: 'endDate', message: 'Must not be before the start date' }] });
  });

  it('keeps the detail for the alert when a message names no box on the form', () => {
    const outcome = formFailure(refused([{ path: 'endDate', message: 'Overlaps' }, { path: 'username', message: 'Unknown' }]), ['endDate'], {});
    expect(outcome).toEqual({ message: 'The request is not valid.', fieldErrors: [{ path: 'endDate', message: 'Overlaps' }] });
    expect(formFailure(refused([]), ['endDate']).message).toBe('The request is not valid.');
  });

  it('says something plain for what is not an answer from the API', () => {
    expect(formFailure(new TypeError('boom'), ['endDate'])).toEqual({ message: 'Something went wrong. Try again.', fieldErrors: [] });
  });
});

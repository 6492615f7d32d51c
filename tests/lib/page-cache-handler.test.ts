import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type Handler = typeof import('@/lib/net/page-cache-handler.mjs');

/** A fresh copy of the module, as each server process has its own. */
async function freshProcess(): Promise<Handler> {
  vi.resetModules();
  return import('@/lib/net/page-cache-handler.mjs');
}

/** A rendered page as Next.js stores it, carrying its tags in the tags header. */
function page(html: string, tags: string[] = ['career-pages']) {
  return { kind: 'APP_PAGE', html, rscData: Buffer.from(html), headers: { 'x-next-cache-tags': tags.join(',') }, status: 200 };
}

let version = 1;
let handler: Handler;
beforeEach(async () => {
  version = 1;
  handler = await freshProcess();
  // The database, shared by every process: here a counter.
  handler.bindCacheTags((tag) => (tag === 'career-pages' ? String(version) : undefined));
});
afterEach(() => {
  delete process.env.PAGE_CACHE_MB;
});

describe('the page cache handler', () => {
  it('keeps a page until its bound tag changes version, then misses so Next.js renders afresh', async () => {
    const cache = new handler.default({});
    await cache.get('/careers/JOB-1');
    await cache.set('/careers/JOB-1', page('<h1>v1</h1>'), {});
    expect((await cache.get('/careers/JOB-1'))?.value).toMatchObject({ html: '<h1>v1</h1>' });
    version = 2;
    expect(await cache.get('/careers/JOB-1')).toBeNull();
  });

  it('keeps pages whose tags are bound to nothing (the API reference) however the jobs change', async () => {
    const cache = new handler.default({});
    await cache.set('/docs', page('<h1>API</h1>', ['_N_T_/layout', '_N_T_/docs']), {});
    version = 5;
    expect(await cache.get('/docs')).not.toBeNull();
  });

  it('stamps a page with the versions from when its render began, so a change during the render is not lost', async () => {
    const cache = new handler.default({});
    // A first page teaches the handler the bound tag.
    await cache.set('/careers/JOB-0', page('x'), {});
    expect(await cache.get('/careers')).toBeNull();
    version = 2; // a job changes while /careers renders from the data read before it
    await cache.set('/careers', page('<p>60 jobs</p>'), {});
    expect(await cache.get('/careers')).toBeNull();
  });

  it('stamps data from unstable_cache by the tags its lookup named', async () => {
    const cache = new handler.default({});
    expect(await cache.get('data-key', { tags: ['career-pages'] })).toBeNull();
    version = 2;
    await cache.set('data-key', { kind: 'FETCH', data: { body: '{}', headers: {}, url: '' }, tags: ['career-pages'] }, { tags: ['career-pages'] });
    expect(await cache.get('data-key', { tags: ['career-pages'] })).toBeNull();
    await cache.set('data-key', { kind: 'FETCH', data: { body: '{}', headers: {}, url: '' }, tags: ['career-pages'] }, { tags: ['career-pages'] });
    expect(await cache.get('data-key', { tags: ['career-pages'] })).not.toBeNull();
  });

  it('a change made through one process expires the pages every process holds', async () => {
    const first = new handler.default({});
    const secondProcess = await freshProcess();
    const second = new secondProcess.default({});
    await first.set('/careers', page('a'), {});
    await second.set('/careers', page('b'), {});
    expect(await first.get('/careers')).not.toBeNull();
    expect(await second.get('/careers')).not.toBeNull();
    version = 2;
    expect(await first.get('/careers')).toBeNull();
    expect(await second.get('/careers')).toBeNull();
  });

  it('drops the least recently used pages once PAGE_CACHE_MB is full, and never holds one larger than that', async () => {
    process.env.PAGE_CACHE_MB = '1';
    const cache = new handler.default({});
    const big = 'x'.repeat(200 * 1024); // html and rscData: about 400 KB a page
    await cache.set('/a', page(big), {});
    await cache.set('/b', page(big), {});
    expect(await cache.get('/a')).not.toBeNull(); // /a is now the most recent
    await cache.set('/c', page(big), {});
    expect(await cache.get('/b')).toBeNull();
    expect(await cache.get('/a')).not.toBeNull();
    expect(await cache.get('/c')).not.toBeNull();
    await cache.set('/huge', page('y'.repeat(600 * 1024)), {});
    expect(await cache.get('/huge')).toBeNull();
  });

  it('revalidateTag expires the tag in this process', async () => {
    const cache = new handler.default({});
    await cache.set('/docs', page('api', ['_N_T_/docs']), {});
    await new Promise((resolve) => setTimeout(resolve, 2));
    await cache.revalidateTag('_N_T_/docs');
    expect(await cache.get('/docs')).toBeNull();
  });

  it('renders again when the versions cannot be read', async () => {
    const cache = new handler.default({});
    await cache.set('/careers', page('a'), {});
    handler.bindCacheTags(() => {
      throw new Error('database is locked');
    });
    expect(await cache.get('/careers')).toBeNull();
  });

  it('gives a page bound to versions an ETag of those versions, the same for any render of them in any process', async () => {
    const cache = new handler.default({});
    const etagOf = async (cache: InstanceType<Handler['default']>, key: string) => ((await cache.get(key))?.value as { headers: Record<string, string> }).headers.etag;
    await cache.get('/careers');
    await cache.set('/careers', page('<p>jobs</p><script>1:a 2:b</script>'), {});
    const first = await etagOf(cache, '/careers');
    expect(first).toMatch(/^W\/"[\w-]{27}"$/);
    // Another process renders the same data, its payload's parts numbered in another order.
    const other = new (await freshProcess()).default({});
    await other.get('/careers');
    await other.set('/careers', page('<p>jobs</p><script>1:b 2:a</script>'), {});
    expect(await etagOf(other, '/careers')).toBe(first);
    version = 2;
    await cache.get('/careers');
    await cache.set('/careers', page('<p>jobs</p><script>1:a 2:b</script>'), {});
    expect(await etagOf(cache, '/careers')).not.toBe(first);
  });

  it('gives a page bound to nothing an ETag of its content, worked out once', async () => {
    const cache = new handler.default({});
    const etagOf = async (key: string) => ((await cache.get(key))?.value as { headers: Record<string, string> }).headers.etag;
    const docs = (html: string) => page(html, ['_N_T_/docs']);
    await cache.set('/a', docs('<p>one</p>'), {});
    await cache.set('/b', docs('<p>one</p>'), {});
    await cache.set('/c', docs('<p>two</p>'), {});
    expect(await etagOf('/a')).toMatch(/^W\/"[\w-]{27}"$/);
    expect(await etagOf('/a')).toBe(await etagOf('/b'));
    expect(await etagOf('/a')).not.toBe(await etagOf('/c'));
  });
});

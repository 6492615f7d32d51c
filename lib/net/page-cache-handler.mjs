// @ts-check
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
/**
 * Next.js's cache (next.config.mjs `cacheHandler`): the rendered pages it keeps (the career site's
 * lists and job pages, the API reference) and the data `unstable_cache` keeps for them, held in this
 * process's memory, bounded by size, least recently used dropped first.
 *
 * Why not Next.js's own: it marks a tag revalidated in the process that called `revalidateTag`, and the
 * production server runs several processes (WORKERS). Here a tag may instead be bound to the database:
 * the server registers, per tag, a function giving the tag's current version (for the career pages'
 * tag, the versions of the jobs tables, which triggers bump on every change by any process). An entry
 * remembers its tags' versions from when it was rendered; a read that finds one changed drops the entry,
 * so Next.js renders it afresh on that request (not in the background), and every process sees a job
 * created, edited, opened, closed or published on the next request.
 *
 * A plain module, not TypeScript: Next.js imports it by path at start-up (and during `next build`),
 * before and outside any bundle. Tags no function is registered for (or while building) never expire
 * by version; `revalidateTag` still expires them in this process.
 */

/** Where the server registers the tag versions: a global, as this module and the server's bundle are separate copies. */
const TAG_VERSIONS = Symbol.for('hr.cacheTagVersions');
/** The build's id: another build renders the same data into other HTML (its scripts' names, say). */
let buildId;
function currentBuildId() {
  if (buildId === undefined) {
    try {
      buildId = fs.readFileSync(path.join(process.cwd(), '.next', 'BUILD_ID'), 'utf8').trim();
    } catch {
      buildId = '';
    }
  }
  return buildId;
}

/**
 * A page's ETag, worked out once when it is stored (Next.js sends a cached page's stored headers with
 * it). Weak: the HTML and the RSC payload of one render share it, told apart by Vary: rsc. A page bound
 * to versions (the career pages) is named by the build and those versions, not by its bytes: two renders
 * of the same data are the same page, but their bytes differ where the reads finish in another order (on
 * PostgreSQL the streamed payload numbers its parts in that order), and an ETag of the bytes would then
 * change on every render, in every process, and a CDN could never revalidate. Other pages are named by
 * their bytes.
 * @param {any} value
 * @param {string[]} tags
 * @param {(string | undefined)[]} versions
 */
function withEtag(value, tags, versions) {
  if (value.kind !== 'APP_PAGE' || typeof value.html !== 'string') return value;
  const hash = createHash('sha256');
  if (versions.some((version) => version !== undefined)) hash.update(JSON.stringify([currentBuildId(), tags, versions]));
  else {
    hash.update(value.html);
    if (Buffer.isBuffer(value.rscData)) hash.update(value.rscData);
  }
  return { ...value, headers: { ...value.headers, etag: `W/"${hash.digest('base64url').slice(0, 27)}"` } };
}

/** The header in which Next.js stores a rendered page's tags. */
const TAGS_HEADER = 'x-next-cache-tags';
const DEFAULT_MAX_MB = 64;

/**
 * @typedef {(tag: string) => string | undefined | Promise<string | undefined>} TagVersion  the tag's current version, or undefined when
 *   the tag is not bound to one
 * @typedef {{ value: any, lastModified: number, cacheControl?: unknown, tags: string[], versions: (string | undefined)[], size: number }} Entry
 */

/**
 * Registers the versions of the bound tags (the server calls this once, before Next.js starts).
 * @param {TagVersion} tagVersion
 */
export function bindCacheTags(tagVersion) {
  /** @type {any} */ (globalThis)[TAG_VERSIONS] = tagVersion;
}

/** @returns {TagVersion} */
function tagVersionSource() {
  return /** @type {any} */ (globalThis)[TAG_VERSIONS] ?? (() => undefined);
}

/** @param {string[]} tags @returns {Promise<(string | undefined)[]>} */
async function versionsOf(tags) {
  const version = tagVersionSource();
  try {
    return await Promise.all(tags.map((tag) => version(tag)));
  } catch {
    // The database could not be read: remember no version, so the entry is rendered again next time.
    return tags.map(() => 'unreadable');
  }
}

/** @param {any} value */
function tagsOfPage(value) {
  const header = value?.headers?.[TAGS_HEADER];
  return typeof header === 'string' && header ? header.split(',') : [];
}

/** Roughly the bytes an entry holds: its HTML, RSC payload, segments, data or body. @param {any} value */
function sizeOf(value) {
  if (!value) return 0;
  let size = 0;
  for (const part of [value.html, value.rscData, value.body, value.data?.body]) {
    if (typeof part === 'string' || Buffer.isBuffer(part)) size += part.length;
  }
  if (value.segmentData instanceof Map) for (const segment of value.segmentData.values()) size += segment?.length ?? 0;
  return size + 1024;
}

/** The megabytes PAGE_CACHE_MB allows (a whole number from 1; 64 by default). */
function maxBytes() {
  const mb = Number(process.env.PAGE_CACHE_MB || DEFAULT_MAX_MB);
  return (Number.isInteger(mb) && mb >= 1 ? mb : DEFAULT_MAX_MB) * 1024 * 1024;
}

/** Shared by every instance in the process: Next.js makes one per request. */
const entries = /** @type {Map<string, Entry>} */ (new Map());
let totalBytes = 0;
/** Every bound tag an entry has carried: a page's lookup names none, yet its render may read these. */
const knownTags = /** @type {Set<string>} */ (new Set());
/**
 * Per key, the versions of the known tags when a lookup missed: the render that follows began then. An
 * entry is stamped with these, not the versions when it is stored, so a job changed while a page
 * rendered (from the data before the change) makes the next read render it again.
 */
const versionsAtMiss = /** @type {Map<string, Map<string, string | undefined>>} */ (new Map());
/** When `revalidateTag` last expired each tag in this process. */
const expiredAt = /** @type {Map<string, number>} */ (new Map());

/** @param {string} key */
function remove(key) {
  const entry = entries.get(key);
  if (!entry) return;
  entries.delete(key);
  totalBytes -= entry.size;
}

/** @param {Entry} entry @param {string[]} extraTags */
async function isCurrent(entry, extraTags) {
  if ([...entry.tags, ...extraTags].some((tag) => (expiredAt.get(tag) ?? 0) > entry.lastModified)) return false;
  if (entry.tags.length === 0) return true;
  const now = await versionsOf(entry.tags);
  return entry.versions.every((version, i) => version === now[i]);
}

export default class PageCacheHandler {
  /** @param {unknown} _context */
  constructor(_context) {}

  /**
   * @param {string} key
   * @param {{ tags?: string[], softTags?: string[] }} [context]
   */
  async get(key, context) {
    const entry = entries.get(key);
    if (entry && (await isCurrent(entry, [...(context?.tags ?? []), ...(context?.softTags ?? [])]))) {
      // Most recently used last, so eviction takes from the front.
      entries.delete(key);
      entries.set(key, entry);
      return { value: entry.value, lastModified: entry.lastModified, cacheControl: entry.cacheControl };
    }
    remove(key);
    const tags = [...new Set([...knownTags, ...(context?.tags ?? [])])];
    const versions = await versionsOf(tags);
    if (versionsAtMiss.size >= 10_000) versionsAtMiss.clear();
    versionsAtMiss.set(key, new Map(tags.map((tag, i) => [tag, versions[i]])));
    return null;
  }

  /**
   * @param {string} key
   * @param {any} value
   * @param {{ tags?: string[], cacheControl?: unknown }} [context]
   */
  async set(key, value, context) {
    remove(key);
    const pending = versionsAtMiss.get(key);
    versionsAtMiss.delete(key);
    if (!value) return;
    const tags = [...new Set(value.kind === 'FETCH' ? (context?.tags ?? value.tags ?? []) : tagsOfPage(value))];
    const now = await versionsOf(tags);
    // Only tags bound to a version: implicit ones (one per path) would grow without end.
    tags.forEach((tag, i) => now[i] !== undefined && knownTags.add(tag));
    const versions = tags.map((tag, i) => (pending?.has(tag) ? pending.get(tag) : now[i]));
    const entry = { value: withEtag(value, tags, versions), lastModified: Date.now(), cacheControl: context?.cacheControl, tags, versions, size: sizeOf(value) };
    const limit = maxBytes();
    if (entry.size > limit) return;
    entries.set(key, entry);
    totalBytes += entry.size;
    for (const oldest of entries.keys()) {
      if (totalBytes <= limit) break;
      remove(oldest);
    }
  }

  /** @param {string | string[]} tags */
  async revalidateTag(tags) {
    const now = Date.now();
    for (const tag of Array.isArray(tags) ? tags : [tags]) expiredAt.set(tag, now);
  }

  resetRequestCache() {}
}

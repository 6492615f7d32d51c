/** The current version of a cache tag, or undefined when the tag is not bound to one. */
export type TagVersion = (tag: string) => string | undefined | Promise<string | undefined>;
export declare function bindCacheTags(tagVersion: TagVersion): void;
export default class PageCacheHandler {
  constructor(context: unknown);
  get(key: string, context?: { tags?: string[]; softTags?: string[] }): Promise<{ value: unknown; lastModified: number; cacheControl?: unknown } | null>;
  set(key: string, value: unknown, context?: { tags?: string[]; cacheControl?: unknown }): Promise<void>;
  revalidateTag(tags: string | string[]): Promise<void>;
  resetRequestCache(): void;
}

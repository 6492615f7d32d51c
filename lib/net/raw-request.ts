import 'server-only';
import { AsyncLocalStorage } from 'node:async_hooks';
import type { IncomingMessage } from 'node:http';

/**
 * The Node.js request being served, so that a route handler can read a large body straight from it.
 *
 * Next.js hands route handlers a web Request whose body stream undici builds over the Node.js request:
 * it copies every 64 KiB chunk into a fresh ArrayBuffer and moves it through a byte stream, a promise
 * or two per chunk. For a 1.4 MB base64 resume that is megabytes of extra external memory per request,
 * and external memory is what makes V8 run its full collections: about one every 8 to 14 resumes.
 *
 * Kept on globalThis: server.ts (bundled by esbuild) and the route handlers (bundled by Next.js) each
 * load their own copy of this module, and both must use the same store.
 */
const STORE = Symbol.for('hr-recruitment.raw-request');
const store: AsyncLocalStorage<IncomingMessage> = ((globalThis as { [STORE]?: AsyncLocalStorage<IncomingMessage> })[STORE] ??=
  new AsyncLocalStorage<IncomingMessage>());

/** Runs `serve` (Next.js's handler for `req`) with `req` known to the body readers below. */
export function servingRawRequest<T>(req: IncomingMessage, serve: () => T): T {
  return store.run(req, serve);
}

/**
 * The unread Node.js request behind `request`, when `request` is the one being served: the same method
 * and path, and nothing read from it yet. Undefined otherwise (tests calling handlers directly, a page
 * calling a handler in-process), and the caller reads `request.body` as usual.
 */
export function unreadRawRequest(request: Request): IncomingMessage | undefined {
  const raw = store.getStore();
  if (!raw || raw.method !== request.method || raw.readableDidRead || raw.readableEnded || raw.destroyed) return undefined;
  const { pathname, search } = new URL(request.url);
  return raw.url === pathname + search ? raw : undefined;
}

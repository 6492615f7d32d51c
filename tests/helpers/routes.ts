import fs from 'node:fs';
import path from 'node:path';
import { HTTP_METHODS, type HttpMethod } from '@/lib/api/operation';
import type { RouteHandler } from '@/lib/api/route';

const API_DIR = path.join(process.cwd(), 'app', 'api');
// next-auth's own browser endpoints are not part of the API, nor is the not-found answer for unknown paths.
const NOT_API = [`${path.sep}auth${path.sep}[...nextauth]${path.sep}`, `${path.sep}[[...path]]${path.sep}`];

function routeFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return routeFiles(full);
    return entry.name === 'route.ts' ? [full] : [];
  });
}

/** app/api/profile/v1/detail/user/[username]/route.ts -> /api/profile/v1/detail/user/{username} */
function openApiPath(file: string): string {
  const relative = path.relative(API_DIR, path.dirname(file)).split(path.sep).join('/');
  return `/api/${relative}`.replace(/\[([^\]]+)\]/g, '{$1}');
}

/** Every API route file under app/api, with the path its folder stands for. */
export const API_ROUTE_FILES = routeFiles(API_DIR)
  .filter((f) => !NOT_API.some((part) => f.includes(part)))
  .map((file) => ({ file, path: openApiPath(file) }));

/** The handlers a route file serves (those bound to an operation; the rest answer 405). */
export async function servedHandlers(file: string): Promise<{ method: HttpMethod; handler: RouteHandler }[]> {
  const mod = (await import(file)) as Record<string, RouteHandler | undefined>;
  return HTTP_METHODS.flatMap((method) => {
    const handler = mod[method];
    return handler?.operation ? [{ method, handler }] : [];
  });
}

import { fileURLToPath } from 'node:url';

/** @type {import('next').NextConfig} */
const nextConfig = {
  // Rendered career pages and their data, kept in memory and expired by the jobs' versions in the
  // database, which every server process sees (lib/net/page-cache-handler.mjs).
  cacheHandler: fileURLToPath(new URL('./lib/net/page-cache-handler.mjs', import.meta.url)),
  // A cached page may be served stale for this long after its revalidate time while it renders again:
  // sent to CDNs as stale-while-revalidate (expireTime - revalidate), instead of Next.js's default of a year.
  expireTime: 360,
  // Next.js would hash every page it sends for an ETag (a fifth of a millisecond for a career list, on
  // every request): the page cache handler gives each cached page one when it stores it, and the
  // request listener answers If-None-Match (lib/net/request-listener.ts).
  generateEtags: false,
  // better-sqlite3 is a native addon: keep it out of the server bundle and load it from node_modules.
  // The resume readers load pdf.js and friends dynamically; bundling them gains nothing and risks breaking that.
  // piscina starts its worker threads from its own files, which must stay where it looks for them.
  serverExternalPackages: ['better-sqlite3', 'unpdf', 'mammoth', 'word-extractor', 'piscina'],
  poweredByHeader: false,
  // scripts/test.sh typechecks the whole tree (tests too) before it builds, so it sets
  // BUILD_SKIP_TYPECHECK=1 to spare the build a second pass of the same check; any other build checks.
  typescript: { ignoreBuildErrors: process.env.BUILD_SKIP_TYPECHECK === '1' },
  reactStrictMode: true,
  typedRoutes: false,
  async headers() {
    return [
      {
        source: '/:path*',
        headers: [
          { key: 'X-Content-Type-Options', value: 'nosniff' },
          { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
          { key: 'X-Frame-Options', value: 'DENY' },
        ],
      },
      {
        // The one answer this site's own pages may frame, a PDF resume shown in place (see
        // lib/net/security-headers.ts); a later rule's value replaces an earlier one's.
        source: '/api/v1/candidate/:candidateId/resume',
        has: [{ type: 'query', key: 'inline', value: '1' }],
        headers: [{ key: 'X-Frame-Options', value: 'SAMEORIGIN' }],
      },
    ];
  },
};

export default nextConfig;

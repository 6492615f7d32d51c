/** @type {import('next').NextConfig} */
const nextConfig = {
  // better-sqlite3 is a native addon: keep it out of the server bundle and load it from node_modules.
  // The resume readers load pdf.js and friends dynamically; bundling them gains nothing and risks breaking that.
  // piscina starts its worker threads from its own files, which must stay where it looks for them.
  serverExternalPackages: ['better-sqlite3', 'unpdf', 'mammoth', 'word-extractor', 'piscina'],
  poweredByHeader: false,
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

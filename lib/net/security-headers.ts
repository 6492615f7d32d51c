import 'server-only';
/**
 * The headers every answer of the production server carries, decided per request before Next.js runs.
 *
 * Pages allow inline scripts: Next.js puts its hydration data in inline <script> elements, and the only
 * alternative, a nonce, has to be new for every response. The career pages are meant to be cached by a
 * CDN and served to every visitor alike, where a nonce would be shared by all of them and so worth
 * nothing. Everything else is held to this origin: no plugins, no <base>, no framing, no forms posting
 * elsewhere, no scripts, styles, fonts or fetches from other hosts. Inline styles stay allowed because
 * React renders `style` attributes and the API reference (swagger-ui) sets them as it draws.
 */
const PAGE_DIRECTIVES = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-inline'",
  "style-src 'self' 'unsafe-inline'",
  // data: for the inline favicon, the picture preview and swagger-ui's icons; blob: for pictures shown before upload.
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  // Plus the servers the OpenAPI document names (see apiOrigins), so the API reference can try operations there.
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "frame-ancestors 'none'",
  "form-action 'self'",
];

/** API answers are data, never a document: nothing may load from them or frame them. */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'";

/**
 * The one exception: a candidate's resume asked for inline, which the recruiter's candidate page shows in
 * a frame. The route answers inline only for a PDF (type checked by content on upload), drawn by the
 * browser's own viewer; anything else there still downloads. Only this site's own pages may frame it.
 */
const FRAMABLE_API_CSP = "default-src 'none'; frame-ancestors 'self'";
const INLINE_RESUME = /^\/api\/v1\/candidate\/[^/]+\/resume$/;

/** Whether a request is for the inline resume, the only API answer this site may frame (next.config.mjs says the same in X-Frame-Options). */
export function framableBySelf(path: string, query: string): boolean {
  return INLINE_RESUME.test(path) && new URLSearchParams(query).get('inline') === '1';
}

/** The origins of BASE_URL and RECRUIT_BASE_URL, the servers the OpenAPI document sends "Try it out" to. */
function apiOrigins(): string[] {
  const origins = [process.env.BASE_URL, process.env.RECRUIT_BASE_URL].flatMap((url) => {
    try {
      return url ? [new URL(url).origin] : [];
    } catch {
      return [];
    }
  });
  return [...new Set(origins)];
}

/** The pages' policy; development adds what React's debugging and hot reloading need: eval and the reload socket. */
export function pageCsp(dev = false): string {
  const extra: Record<string, string[]> = {
    'script-src': dev ? ["'unsafe-eval'"] : [],
    'connect-src': [...apiOrigins(), ...(dev ? ['ws:', 'wss:'] : [])],
  };
  return PAGE_DIRECTIVES.map((d) => [d, ...(extra[d.split(' ')[0] ?? ''] ?? [])].join(' ')).join('; ');
}

/** Two years, the value the HSTS preload list asks for. */
const HSTS = 'max-age=63072000; includeSubDomains';

/**
 * Headers for an answer: `api` for paths under /api, `framable` for the one API answer this site may
 * frame (framableBySelf), `https` when the request really came over TLS (the socket's, or a trusted
 * proxy's). A browser ignores HSTS over plain HTTP, so it is sent only over HTTPS.
 */
export function securityHeaders(options: { dev?: boolean } = {}): (request: { api: boolean; https: boolean; framable?: boolean }) => Record<string, string> {
  const page = pageCsp(options.dev);
  return ({ api, https, framable = false }) => {
    const headers: Record<string, string> = { 'Content-Security-Policy': api ? (framable ? FRAMABLE_API_CSP : API_CSP) : page };
    if (https) headers['Strict-Transport-Security'] = HSTS;
    return headers;
  };
}

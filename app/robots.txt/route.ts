import { siteUrl } from '@/lib/organisation';
import { publicAnswer } from '@/lib/net/public-answer';
import { robotsTxt } from '@/lib/jobs/syndication';

export const dynamic = 'force-dynamic';

/** Crawlers may read the career site (not its apply forms) and are pointed at its sitemap; the rest is private. */
export function GET(request: Request): Response {
  return publicAnswer(request, robotsTxt(siteUrl()), 'text/plain; charset=utf-8');
}

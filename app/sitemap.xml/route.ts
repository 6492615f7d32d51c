import { getDb } from '@/db/client';
import { siteUrl } from '@/lib/organisation';
import { publicAnswer } from '@/lib/net/public-answer';
import { careerSitemaps } from '@/lib/jobs/syndication';

// Read at request time: jobs open and close all day.
export const dynamic = 'force-dynamic';

/** The career site's sitemap: every open job on the portal with its last change, or the index of the numbered sitemaps. */
export async function GET(request: Request): Promise<Response> {
  return publicAnswer(request, (await careerSitemaps(getDb(), siteUrl())).root, 'application/xml; charset=utf-8');
}

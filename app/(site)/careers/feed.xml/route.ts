import { getDb } from '@/db/client';
import { careersSiteName } from '@/lib/jobs/career-site';
import { siteUrl } from '@/lib/organisation';
import { orgName } from '@/lib/organisation';
import { publicAnswer } from '@/lib/net/public-answer';
import { careerFeed } from '@/lib/jobs/syndication';

export const dynamic = 'force-dynamic';

/** RSS 2.0 of the newest open jobs, for feed readers and job aggregators. */
export async function GET(request: Request): Promise<Response> {
  return publicAnswer(request, await careerFeed(getDb(), siteUrl(), { name: careersSiteName(), orgName: orgName() }), 'application/rss+xml; charset=utf-8');
}

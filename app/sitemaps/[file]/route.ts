import { getDb } from '@/db/client';
import { siteUrl } from '@/lib/organisation';
import { publicAnswer } from '@/lib/net/public-answer';
import { careerSitemaps } from '@/lib/jobs/syndication';

export const dynamic = 'force-dynamic';

/** One of the numbered sitemaps /sitemap.xml lists when the jobs are more than one file holds ("2.xml"). */
export async function GET(request: Request, { params }: { params: Promise<{ file: string }> }): Promise<Response> {
  const number = /^([1-9]\d{0,5})\.xml$/.exec((await params).file)?.[1];
  const part = number ? (await careerSitemaps(getDb(), siteUrl())).parts[Number(number) - 1] : undefined;
  if (!part) return new Response('No such sitemap.\n', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } });
  return publicAnswer(request, part, 'application/xml; charset=utf-8');
}

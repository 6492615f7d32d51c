import type { Metadata } from 'next';
import { careersHref } from '@/components/careers/careers-links';
import { JobSearch } from '@/components/careers/job-search';
import { JobResults } from '@/components/careers/job-results';
import { cachedCareerListing, careersSiteName } from '@/lib/jobs/career-site';
import { careerListParams } from '@/lib/jobs/career-list-key';
import { orgName } from '@/lib/organisation';

// /careers?... arrives here rewritten by proxy.ts (lib/jobs/career-list-key.ts): one page per list,
// kept in Next.js's cache and rendered again when a job changes (lib/jobs/career-cache.ts) or, at the
// latest, after this many seconds; CDNs get the same as s-maxage. None is rendered at build time.
export const revalidate = 60;

export function generateStaticParams(): { query: string }[] {
  return [];
}

// There is deliberately no loading.tsx here: its Suspense boundary makes Next stream the list into a
// hidden <div> that only a script reveals, so without JavaScript the list would never show (and the
// reveal waits for React's batching, delaying the Largest Contentful Paint). The page renders in a few
// milliseconds from an in-memory index, so a skeleton would only flash.

type CareersPageProps = { params: Promise<{ query: string }> };

async function listingOf({ params }: CareersPageProps) {
  return cachedCareerListing(careerListParams((await params).query));
}

export async function generateMetadata(props: CareersPageProps): Promise<Metadata> {
  const { query, criteria } = await listingOf(props);
  const title = `${criteria ? `Jobs ${criteria}` : 'Open positions'} · ${careersSiteName()}`;
  const url = careersHref(query);
  // Absolute: the layout's title template applies to pages below it, not to this page beside it.
  return { title: { absolute: title }, alternates: { canonical: url }, openGraph: { type: 'website', siteName: careersSiteName(), title, url } };
}

export default async function CareersPage(props: CareersPageProps) {
  const listing = await listingOf(props);
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold text-gray-900 sm:text-3xl">Careers at {orgName()}</h1>
        <p className="mt-2 max-w-2xl text-gray-700">Find a role that fits you: search by keyword, location, business unit, type and experience, open a job to read more, and apply online.</p>
      </div>
      <JobSearch locations={listing.locations} units={listing.units} query={listing.query} />
      <JobResults jobs={listing.jobs} total={listing.total} offset={listing.offset} pageCount={listing.pageCount} query={listing.query} criteria={listing.criteria} />
    </div>
  );
}

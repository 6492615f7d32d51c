import type { Metadata } from 'next';
import { careersHref } from '@/components/careers/careers-links';
import { JobSearch } from '@/components/careers/job-search';
import { JobResults } from '@/components/careers/job-results';
import { careerListing, careersSiteName, type SearchParams } from '@/lib/jobs/career-site';
import { orgName } from '@/lib/organisation';

// Jobs open and close all the time: render every request from the database, never a stale build.
export const dynamic = 'force-dynamic';

// There is deliberately no loading.tsx here: its Suspense boundary makes Next stream the list into a
// hidden <div> that only a script reveals, so without JavaScript the list would never show (and the
// reveal waits for React's batching, delaying the Largest Contentful Paint). The page renders in a few
// milliseconds from an in-memory index, so a skeleton would only flash.

type CareersPageProps = { searchParams: Promise<SearchParams> };

export async function generateMetadata({ searchParams }: CareersPageProps): Promise<Metadata> {
  const { query, criteria } = careerListing(await searchParams);
  const title = `${criteria ? `Jobs ${criteria}` : 'Open positions'} · ${careersSiteName()}`;
  const url = careersHref(query);
  // Absolute: the layout's title template applies to pages below it, not to this page beside it.
  return { title: { absolute: title }, alternates: { canonical: url }, openGraph: { type: 'website', siteName: careersSiteName(), title, url } };
}

export default async function CareersPage({ searchParams }: CareersPageProps) {
  const listing = careerListing(await searchParams);
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

import type { Metadata } from 'next';
import Link from 'next/link';
import { referenceFrom } from '@/components/careers/careers-links';
import { careerJobHref } from '@/components/ui/page-links';
import { careerJob, type SearchParams } from '@/lib/jobs/career-site';

export const dynamic = 'force-dynamic';

export const metadata: Metadata = { title: 'Application received', robots: { index: false } };

type AppliedPageProps = { params: Promise<{ jobCode: string }>; searchParams: Promise<SearchParams> };

const linkClass = 'inline-flex min-h-11 items-center rounded-md px-4 py-2 text-base font-medium';

/**
 * The confirmation after applying, with the reference from the query string. The job may have closed
 * since, so a job that no longer shows is not a 404 here: the confirmation just leaves its title out.
 */
export default async function AppliedPage({ params, searchParams }: AppliedPageProps) {
  const [{ jobCode }, query] = await Promise.all([params, searchParams]);
  const job = await careerJob(jobCode);
  const reference = referenceFrom(query.ref);

  return (
    <div className="mx-auto max-w-xl space-y-4 py-6 sm:py-10">
      {reference ? (
        <>
          <h1 className="text-2xl font-bold text-gray-900 sm:text-3xl">Application received</h1>
          <p className="text-lg text-gray-900">
            Thank you, we received your application{job ? <> for <strong className="font-semibold break-words">{job.title}</strong></> : null}; your reference is{' '}
            <strong className="font-mono font-semibold">{reference}</strong>.
          </p>
          <p className="text-gray-700">Keep the reference to quote if you contact us. Our recruiters will get in touch if your profile fits the role.</p>
        </>
      ) : (
        <>
          <h1 className="text-2xl font-bold text-gray-900 sm:text-3xl">No application reference</h1>
          <p className="text-gray-700">This link does not carry a valid application reference. If you applied, the reference was shown when you sent the form.</p>
        </>
      )}
      <div className="flex flex-wrap gap-3 pt-2">
        <Link href="/careers" className={`${linkClass} bg-indigo-700 text-white hover:bg-indigo-800`}>
          See more open jobs
        </Link>
        {job ? (
          <Link href={careerJobHref(job.jobCode)} className={`${linkClass} border border-gray-300 bg-white text-gray-900 hover:bg-gray-50`}>
            Back to the job
          </Link>
        ) : null}
      </div>
    </div>
  );
}

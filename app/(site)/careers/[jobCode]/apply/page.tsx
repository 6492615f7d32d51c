import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { ApplyForm } from '@/components/candidates/candidate-form';
import { careerJobHref } from '@/components/ui/page-links';
import { careerJob } from '@/lib/jobs/career-site';

// Like the job page: a job can close or be unpublished at any moment.
export const dynamic = 'force-dynamic';

type ApplyPageProps = { params: Promise<{ jobCode: string }> };

export async function generateMetadata({ params }: ApplyPageProps): Promise<Metadata> {
  const job = await careerJob((await params).jobCode);
  // A form, not content: search engines should index the job page instead.
  return { title: job ? `Apply: ${job.title}` : 'Job not found', robots: { index: false } };
}

/** The application form for one open job; unknown and hidden jobs get the job page's 404. */
export default async function ApplyPage({ params }: ApplyPageProps) {
  const job = await careerJob((await params).jobCode);
  if (!job) notFound();
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <div>
        <Link href={careerJobHref(job.jobCode)} className="inline-flex min-h-11 items-center gap-1 rounded-md text-sm font-medium text-indigo-800 hover:underline">
          <span aria-hidden="true">←</span> Back to the job
        </Link>
        <h1 className="mt-2 text-2xl font-bold break-words text-gray-900 sm:text-3xl">Apply for {job.title}</h1>
        <p className="mt-1 text-gray-700">
          {job.businessUnitName} · {job.jobCode}
        </p>
        <p className="mt-3 text-gray-700">
          Start with your resume: we read it and fill in the form for you. Check the details, correct anything we got wrong, and send your application.
        </p>
      </div>
      <noscript>
        <p className="rounded-md border border-amber-300 bg-amber-50 p-4 text-amber-950">
          Applying online needs JavaScript, which is turned off in this browser. Turn it on and reload this page to apply.
        </p>
      </noscript>
      <ApplyForm jobCode={job.jobCode} />
    </div>
  );
}

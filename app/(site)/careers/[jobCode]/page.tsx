import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { careerJobHref } from '@/components/ui/page-links';
import { JobDetail } from '@/components/careers/job-detail';
import { employmentLabel, experienceLabel, locationNames } from '@/lib/jobs/format';
import { jobPosting, JsonLd } from '@/components/careers/job-posting';
import { careerJob, careersSiteName, similarCareerJobs, siteUrl } from '@/lib/jobs/career-site';
import { orgName } from '@/lib/organisation';
import { orgDate } from '@/lib/time';

// A job can close or be unpublished at any moment; never serve a cached copy.
export const dynamic = 'force-dynamic';

type JobPageProps = { params: Promise<{ jobCode: string }> };

export async function generateMetadata({ params }: JobPageProps): Promise<Metadata> {
  const job = careerJob((await params).jobCode);
  if (!job) return { title: 'Job not found', robots: { index: false } };
  const description = `${job.title} at ${orgName()}, ${job.businessUnitName}. ${locationNames(job)}. ${employmentLabel(job.employmentType)}, ${experienceLabel(job)}.`;
  const canonical = careerJobHref(job.jobCode);
  return {
    title: job.title,
    description,
    alternates: { canonical },
    openGraph: { type: 'website', siteName: careersSiteName(), title: job.title, description, url: canonical },
    twitter: { card: 'summary', title: job.title, description },
  };
}

export default async function JobPage({ params }: JobPageProps) {
  const job = careerJob((await params).jobCode);
  if (!job) notFound();
  const base = siteUrl();
  return (
    <>
      <JsonLd data={jobPosting(job, { orgName: orgName(), url: new URL(careerJobHref(job.jobCode), base).href, siteUrl: base.origin, today: orgDate() })} />
      <JobDetail job={job} similar={similarCareerJobs(job)} />
    </>
  );
}

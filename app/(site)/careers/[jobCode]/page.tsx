import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { careerJobHref } from '@/components/ui/page-links';
import { JobDetail } from '@/components/careers/job-detail';
import { employmentLabel, experienceLabel, locationNames } from '@/lib/jobs/format';
import { jobPosting, JsonLd } from '@/components/careers/job-posting';
import { cachedCareerJob, careersSiteName, similarCareerJobs } from '@/lib/jobs/career-site';
import { siteUrl } from '@/lib/organisation';
import { orgName } from '@/lib/organisation';
import { orgDate } from '@/lib/time';

// Kept in Next.js's cache, rendered again when a job changes (lib/jobs/career-cache.ts) or, at the latest,
// after this many seconds; CDNs get the same as s-maxage. None is rendered at build time.
export const revalidate = 60;

export function generateStaticParams(): { jobCode: string }[] {
  return [];
}

type JobPageProps = { params: Promise<{ jobCode: string }> };

export async function generateMetadata({ params }: JobPageProps): Promise<Metadata> {
  const job = await cachedCareerJob((await params).jobCode);
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
  const job = await cachedCareerJob((await params).jobCode);
  if (!job) notFound();
  const base = siteUrl();
  return (
    <>
      <JsonLd data={jobPosting(job, { orgName: orgName(), url: new URL(careerJobHref(job.jobCode), base).href, siteUrl: base.origin, today: orgDate() })} />
      <JobDetail job={job} similar={await similarCareerJobs(job)} />
    </>
  );
}

import type { Metadata } from 'next';
import { JobDetailView } from '@/components/recruiter/jobs/job-detail';

type JobPageProps = { params: Promise<{ jobCode: string }> };

export async function generateMetadata({ params }: JobPageProps): Promise<Metadata> {
  const { jobCode } = await params;
  return { title: `Job ${jobCode.toUpperCase()}` };
}

export default async function JobPage({ params }: JobPageProps) {
  const { jobCode } = await params;
  return <JobDetailView jobCode={jobCode} />;
}

import type { Metadata } from 'next';
import Link from 'next/link';
import { NewJobView } from '@/components/recruiter/jobs/job-form';

export const metadata: Metadata = { title: 'New job' };

export default function NewJobPage() {
  return (
    <div className="space-y-6">
      <div className="space-y-2">
        <Link href="/recruiter/jobs" className="text-sm font-medium text-indigo-800 underline">
          Back to all jobs
        </Link>
        <h1 className="text-2xl font-bold text-gray-900">New job</h1>
        <p className="text-gray-700">The job starts as a draft that only recruiters see. Open and publish it when it is ready.</p>
      </div>
      <NewJobView />
    </div>
  );
}

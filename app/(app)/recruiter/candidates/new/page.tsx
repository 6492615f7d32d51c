import type { Metadata } from 'next';
import Link from 'next/link';
import { NewCandidateView } from '@/components/candidates/candidate-form';

export const metadata: Metadata = { title: 'New candidate' };

export default function NewCandidatePage() {
  return (
    <div className="space-y-6">
      <div className="space-y-2">
        <Link href="/recruiter/candidates" className="text-sm font-medium text-indigo-800 underline">
          Back to all candidates
        </Link>
        <h1 className="text-2xl font-bold text-gray-900">New candidate</h1>
        <p className="text-gray-700">
          Attach the resume to fill in the form from it, or type the details. A first name and an e-mail address or mobile number are needed; everything else is optional.
        </p>
      </div>
      <NewCandidateView />
    </div>
  );
}

import type { Metadata } from 'next';
import { NewCandidateView } from '@/components/candidates/candidate-form';
import { PageHeading } from '@/components/ui/page-heading';

export const metadata: Metadata = { title: 'New candidate' };

export default function NewCandidatePage() {
  return (
    <div className="space-y-6">
      <PageHeading title="New candidate" back={{ href: '/recruiter/candidates', label: 'Back to all candidates' }}>
        Attach the resume to fill in the form from it, or type the details. A first name and an e-mail address or mobile number are needed; everything else is optional.
      </PageHeading>
      <NewCandidateView />
    </div>
  );
}

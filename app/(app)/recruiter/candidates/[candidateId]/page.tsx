import type { Metadata } from 'next';
import { CandidateDetailView } from '@/components/recruiter/candidates/candidate-detail';

type CandidatePageProps = { params: Promise<{ candidateId: string }> };

export async function generateMetadata({ params }: CandidatePageProps): Promise<Metadata> {
  const { candidateId } = await params;
  // The id only: a candidate's name is personal data, and titles end up in history and tab lists.
  return { title: `Candidate ${candidateId.toUpperCase()}` };
}

export default async function CandidatePage({ params }: CandidatePageProps) {
  const { candidateId } = await params;
  return <CandidateDetailView candidateId={candidateId} />;
}

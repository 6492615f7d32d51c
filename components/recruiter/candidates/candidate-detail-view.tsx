'use client';

import { RecordView } from '@/components/recruiter/record-view';
import { useCandidate } from '@/lib/candidates/hooks';
import { CandidateDetail } from './candidate-detail';
import { CandidateDetailSkeleton } from './candidate-detail-skeleton';

export function CandidateDetailView({ candidateId }: { candidateId: string }) {
  return (
    <RecordView
      query={useCandidate(candidateId)}
      noun="Candidate"
      back={{ href: '/recruiter/candidates', label: 'Back to all candidates' }}
      notFound={
        <p className="text-gray-800">
          There is no candidate <span className="font-mono">{candidateId}</span>. The link may be mistyped, or the record may have been removed.
        </p>
      }
      skeleton={<CandidateDetailSkeleton />}
    >
      {(candidate) => <CandidateDetail candidate={candidate} />}
    </RecordView>
  );
}

'use client';

import { Skeleton } from '@/components/ui/skeleton';
import { useCandidate, type CandidateRecord } from '@/lib/candidates/hooks';
import { RecordSkeleton, RecordView } from '../record-view';
import { CandidateAddresses } from './candidate-addresses';
import { CandidateApplication, CandidateResume } from './candidate-application';
import { CandidateEducation, CandidateInternships, CandidateProfile, CandidateWorkExperience } from './candidate-background';
import { CandidateStatusBadge } from './candidate-badges';
import { CandidateContact } from './candidate-contact';
import { CandidateIdentity } from './candidate-identity';
import { CandidateStatusPanel } from './candidate-status-panel';
import { displayName } from './detail-parts';

function CandidateDetailSkeleton() {
  return (
    <RecordSkeleton noun="Candidate" statusBar="h-6 w-40">
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <Skeleton className="h-64 w-full lg:col-start-2 lg:row-start-1" />
        <Skeleton className="h-96 w-full lg:col-start-1 lg:row-start-1" />
      </div>
    </RecordSkeleton>
  );
}

/** The candidate's name, id and where they stand in the pipeline. */
function CandidateHeader({ candidate }: { candidate: CandidateRecord }) {
  return (
    <header className="space-y-2">
      <p className="font-mono text-sm text-gray-700">{candidate.candidateId}</p>
      <h1 className="text-2xl font-bold break-words text-gray-900">{displayName(candidate)}</h1>
      <p className="flex flex-wrap items-center gap-2 text-sm text-gray-800">
        <span>Status:</span>
        <CandidateStatusBadge status={candidate.status} />
      </p>
    </header>
  );
}

/** Every section of a candidate; the status, application and resume come first, as recruiters act on them. */
function CandidateDetail({ candidate }: { candidate: CandidateRecord }) {
  return (
    <div className="space-y-6">
      <CandidateHeader candidate={candidate} />
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        {/* First in reading order; beside the details on wide screens. */}
        <div className="min-w-0 space-y-6 lg:col-start-2 lg:row-start-1">
          {/* Remounted for another candidate, so a half-typed note never carries over. */}
          <CandidateStatusPanel key={candidate.candidateId} candidate={candidate} />
          <CandidateApplication candidate={candidate} />
          <CandidateResume resume={candidate.resume} />
        </div>
        <div className="min-w-0 space-y-6 lg:col-start-1 lg:row-start-1">
          <CandidateIdentity candidate={candidate} />
          <CandidateContact candidate={candidate} />
          <CandidateProfile candidate={candidate} />
          <CandidateAddresses candidate={candidate} />
          <CandidateEducation candidate={candidate} />
          <CandidateInternships candidate={candidate} />
          <CandidateWorkExperience candidate={candidate} />
        </div>
      </div>
    </div>
  );
}

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

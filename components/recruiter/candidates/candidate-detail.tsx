'use client';

import { Skeleton } from '@/components/ui/skeleton';
import { OrgTime } from '@/components/ui/org-time';
import { useCandidate, type CandidateRecord } from '@/lib/candidates/hooks';
import { RecordSkeleton, RecordView } from '../record-view';
import { CandidateAddresses } from './candidate-addresses';
import { StageBadge } from '@/components/ui/stage-badge';
import { applicationCount } from './application-words';
import { CandidateApplications } from './candidate-applications';
import { CandidateEducation, CandidateInternships, CandidateProfile, CandidateWorkExperience } from './candidate-background';
import { CandidateContact } from './candidate-contact';
import { CandidateIdentity } from './candidate-identity';
import { CandidateResume } from './candidate-resume';
import { displayName, Facts } from './detail-parts';

function CandidateDetailSkeleton() {
  return (
    <RecordSkeleton noun="Candidate" statusBar="h-6 w-40">
      <Skeleton className="h-80 w-full" />
      <div className="grid gap-6 lg:grid-cols-2">
        <Skeleton className="h-64 w-full" />
        <Skeleton className="h-64 w-full" />
      </div>
    </RecordSkeleton>
  );
}

/**
 * Who put the candidate on file, by name. A career-site applicant added themselves, which reads as how
 * they came rather than as a person: "Applied through the career site".
 */
function AddedBy({ candidate }: { candidate: CandidateRecord }) {
  const who = candidate.createdBy.startsWith('guest:') ? 'Applied through the career site' : `Added by ${candidate.createdByName}`;
  return (
    <p className="text-sm text-gray-800">
      {who} on <OrgTime iso={candidate.createdAt} />.
    </p>
  );
}

/** The candidate's name, id, the stage derived from their applications, and who added them. */
function CandidateHeader({ candidate }: { candidate: CandidateRecord }) {
  const count = candidate.applications.length;
  return (
    <header className="space-y-3">
      <div className="space-y-2">
        <p className="font-mono text-sm text-gray-700">{candidate.candidateId}</p>
        <h1 className="text-2xl font-bold break-words text-gray-900">{displayName(candidate)}</h1>
        <p className="flex flex-wrap items-center gap-2 text-sm text-gray-800">
          <span>Status:</span>
          <StageBadge stage={candidate.status} />
          {count > 0 ? <span>· {applicationCount(count)}</span> : null}
        </p>
      </div>
      <AddedBy candidate={candidate} />
      <Facts
        empty={null}
        facts={[
          ['Reference', candidate.referenceSource],
          ['Last changed', candidate.updatedAt === candidate.createdAt ? null : <OrgTime key="changed" iso={candidate.updatedAt} />],
        ]}
      />
    </header>
  );
}

/** The applications first, as recruiters act on them, then the resume to read beside them, then the person's details. */
function CandidateDetail({ candidate }: { candidate: CandidateRecord }) {
  const name = displayName(candidate);
  return (
    <div className="space-y-6">
      <CandidateHeader candidate={candidate} />
      <CandidateApplications candidate={candidate} />
      <CandidateResume name={name} resume={candidate.resume} />
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <div className="min-w-0 space-y-6">
          <CandidateIdentity candidate={candidate} />
          <CandidateContact candidate={candidate} />
          <CandidateAddresses candidate={candidate} />
        </div>
        <div className="min-w-0 space-y-6">
          <CandidateProfile candidate={candidate} />
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

import type { CandidateRecord } from '@/lib/candidates/hooks';
import { CandidateAddresses } from './candidate-addresses';
import { CandidateApplication } from './candidate-application';
import { CandidateEducation, CandidateInternships, CandidateWorkExperience } from './candidate-background';
import { CandidateContact } from './candidate-contact';
import { CandidateHeader } from './candidate-header';
import { CandidateIdentity } from './candidate-identity';
import { CandidateProfile } from './candidate-profile';
import { CandidateResume } from './candidate-resume';
import { CandidateStatusPanel } from './candidate-status-panel';

/** Every section of a candidate; the status, application and resume come first, as recruiters act on them. */
export function CandidateDetail({ candidate }: { candidate: CandidateRecord }) {
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

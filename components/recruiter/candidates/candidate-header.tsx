import type { CandidateRecord } from '@/lib/candidates/hooks';
import { CandidateStatusBadge } from './candidate-badges';
import { displayName } from './candidate-name';

/** The candidate's name, id and where they stand in the pipeline. */
export function CandidateHeader({ candidate }: { candidate: CandidateRecord }) {
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

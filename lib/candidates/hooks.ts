// The candidate hooks, in two modules under ./hooks/ re-exported here by name: a bundler puts every used
// export of a module wherever the module goes, but follows a re-export to the module it names, so the
// candidate list does not carry the record page's writes.
import type { ApplicationSource, ApplicationStage } from '@/lib/applications/stages';
import type { CandidateRecord, CandidateSummary } from './schemas';

export type { ApplicationSource, ApplicationStage, CandidateRecord, CandidateSummary };
export type CandidateApplication = CandidateRecord['applications'][number];
export type CandidateNote = CandidateRecord['notes'][number];

export { CANDIDATES, candidatesQueryOptions, useCandidates, type CandidateListParams } from './hooks/list';
export {
  candidateQueryOptions,
  useAddCandidateNote,
  useCandidate,
  useChangeCandidateStatus,
  type CandidateNoteInput,
  type CandidateStatusChange,
} from './hooks/record';

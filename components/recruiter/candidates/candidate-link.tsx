import Link from 'next/link';
import { ButtonLink } from '@/components/ui/button-link';
import { candidateHref } from '@/components/ui/page-links';
import type { CandidateSummary } from '@/lib/candidates/hooks';

/** The summary's name, falling back to the id so a row never has an empty link. */
export function CandidateNameLink({ candidate }: { candidate: Pick<CandidateSummary, 'candidateId' | 'fullName'> }) {
  return (
    <Link href={candidateHref(candidate.candidateId)} className="font-semibold break-words text-indigo-800 underline-offset-2 hover:underline">
      {candidate.fullName.trim() || candidate.candidateId}
    </Link>
  );
}

/** The job a candidate applied for, as its title over its code; "None" for a general application. */
export function CandidateJob({ candidate }: { candidate: Pick<CandidateSummary, 'jobCode' | 'jobTitle'> }) {
  if (!candidate.jobCode) return <span className="text-gray-700">None</span>;
  return (
    <>
      <span className="block break-words text-gray-900">{candidate.jobTitle ?? candidate.jobCode}</span>
      <span className="block font-mono text-xs text-gray-700">{candidate.jobCode}</span>
    </>
  );
}

/** The create form (its own page), offered from the list's header and its empty state. */
export function AddCandidateLink() {
  return <ButtonLink href="/recruiter/candidates/new">Add a candidate</ButtonLink>;
}

'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { candidateHref } from '@/components/recruiter/candidates/candidate-link';
import { candidateKeys } from '@/lib/candidates/hooks';
import { CandidateForm } from './candidate-form';

/** The recruiter's create form: on success, the new candidate's page, with the lists refetched. */
export function NewCandidateView() {
  const router = useRouter();
  const queryClient = useQueryClient();
  return (
    <CandidateForm
      variant="recruiter"
      onCreated={(created) => {
        void queryClient.invalidateQueries({ queryKey: candidateKeys.all });
        router.push(candidateHref(created.candidateId));
      }}
    />
  );
}

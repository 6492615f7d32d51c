'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { candidateHref } from '@/components/recruiter/candidates/candidate-link';
import { CANDIDATES } from '@/lib/candidates/hooks';
import { invalidateFeature } from '@/lib/client/api';
import { CandidateForm } from './candidate-form';

/** The recruiter's create form: on success, the new candidate's page, with the lists refetched. */
export function NewCandidateView() {
  const router = useRouter();
  const queryClient = useQueryClient();
  return (
    <CandidateForm
      variant="recruiter"
      onCreated={(created) => {
        void invalidateFeature(queryClient, CANDIDATES);
        router.push(candidateHref(created.candidateId));
      }}
    />
  );
}

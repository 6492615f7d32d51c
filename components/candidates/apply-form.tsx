'use client';

import { useRouter } from 'next/navigation';
import { appliedHref } from './application-reference';
import { CandidateForm } from './candidate-form';

/** The career site's application form: on success, the confirmation page with the reference. */
export function ApplyForm({ jobCode }: { jobCode: string }) {
  const router = useRouter();
  return <CandidateForm variant="apply" jobCode={jobCode} onCreated={(created) => router.push(appliedHref(jobCode, created.candidateId))} />;
}

import { getServerSession } from 'next-auth';
import type { ReactNode } from 'react';
import { NoAccessMessage } from '@/components/recruiter/no-access';
import { authOptions } from '@/lib/auth/options';
import { jobListOp } from '@/lib/jobs/operations';

/**
 * Recruiting pages need a role the jobs API accepts. Checked here so other people get the reason at once
 * instead of a page of 403s; the API still decides, and the pages handle its 403 too.
 */
export default async function RecruiterLayout({ children }: { children: ReactNode }) {
  const session = await getServerSession(authOptions);
  const allowed = jobListOp.roles ?? [];
  if (session?.user.roles.some((role) => allowed.includes(role))) return children;
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-bold text-gray-900">Recruitment</h1>
      <NoAccessMessage />
    </div>
  );
}

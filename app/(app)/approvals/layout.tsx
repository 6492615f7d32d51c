import { getServerSession } from 'next-auth';
import type { ReactNode } from 'react';
import { ApprovalNoAccess } from '@/components/leave/approvals/no-access';
import { NAV_ITEMS } from '@/components/shell/nav-items';
import { authOptions } from '@/lib/auth/options';

// The roles that see "Approvals" in the menu are the ones let in here, so the two cannot disagree.
const APPROVER_ROLES = NAV_ITEMS.find((item) => item.href === '/approvals')?.roles ?? [];

/**
 * Deciding leave requests and attendance regularisations needs the manager or HR admin role. Checked here
 * so others get the reason at once; the APIs still decide each request, and the leave queue handles its
 * 403 too.
 */
export default async function ApprovalsLayout({ children }: { children: ReactNode }) {
  const session = await getServerSession(authOptions);
  if (session?.user.roles.some((role) => APPROVER_ROLES.includes(role))) return children;
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-bold text-gray-900">Approvals</h1>
      <ApprovalNoAccess />
    </div>
  );
}

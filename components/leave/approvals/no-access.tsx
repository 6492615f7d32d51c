import Link from 'next/link';
import { Alert } from '@/components/ui/alert';

/** For people who decide nobody's leave or attendance regularisations: say why, rather than show an empty queue or a 403. */
export function ApprovalNoAccess() {
  return (
    <Alert title="You need the manager or HR admin role">
      <p>
        Approvals are for managers, who decide their team’s leave requests and attendance regularisations, and HR admins. Your own
        requests are on{' '}
        <Link href="/leave" className="font-medium underline">
          your leave page
        </Link>{' '}
        and{' '}
        <Link href="/attendance" className="font-medium underline">
          your attendance page
        </Link>
        .
      </p>
    </Alert>
  );
}

import Link from 'next/link';
import { Alert } from '@/components/ui/alert';

/** For people without a recruiting role: the API answers them 403, so say why rather than show an error. */
export function NoAccessMessage() {
  return (
    <Alert title="You need the recruiter or HR admin role">
      <p>
        Jobs and candidates are for recruiters and HR admins. If your work needs it, ask an HR admin to give you the recruiter role.{' '}
        <Link href="/profile" className="font-medium underline">
          Go to your profile
        </Link>
      </p>
    </Alert>
  );
}

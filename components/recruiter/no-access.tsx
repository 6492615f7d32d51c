import Link from 'next/link';
import { Alert } from '@/components/ui/alert';

/**
 * For people without a recruiting role: the API answers them 403, so say why rather than show an error.
 * Its own module, with no client code, so the recruiter layout that shows it to them does not load the
 * record view's code on every recruiter page.
 */
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

import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getServerSession } from 'next-auth';
import { DemoAccounts } from '@/components/auth/demo-accounts';
import { safeCallbackUrl } from '@/components/auth/safe-callback-url';
import { SignInForm } from '@/components/auth/sign-in-form';
import { authOptions } from '@/lib/auth/options';

export const metadata: Metadata = { title: 'Sign in' };

type SignInPageProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function SignInPage({ searchParams }: SignInPageProps) {
  const { callbackUrl: raw } = await searchParams;
  const callbackUrl = safeCallbackUrl(Array.isArray(raw) ? raw[0] : raw);
  const session = await getServerSession(authOptions);
  if (session) redirect(callbackUrl);

  return (
    <main id="main" className="flex min-h-dvh items-center justify-center px-4 py-10">
      <div className="w-full max-w-sm rounded-xl border border-gray-200 bg-white p-6 shadow-sm sm:p-8">
        <p className="text-sm font-semibold text-indigo-800">Acme HR</p>
        <h1 className="mt-1 text-2xl font-bold text-gray-900">Sign in</h1>
        <p className="mt-1 text-sm text-gray-700">Use your company username and password.</p>
        <div className="mt-6">
          <SignInForm callbackUrl={callbackUrl} />
        </div>
        <div className="mt-6">
          <DemoAccounts />
        </div>
      </div>
    </main>
  );
}

import Link from 'next/link';
import { SkipLink } from '@/components/ui/skip-link';

export function SiteHeader({ orgName }: { orgName: string }) {
  return (
    <>
      <SkipLink />
      <header className="border-b border-gray-200 bg-white">
        <div className="mx-auto flex min-h-14 max-w-5xl items-center justify-between gap-4 px-4">
          <Link href="/careers" className="inline-flex min-h-11 items-center rounded-md text-lg font-bold text-indigo-800">
            {orgName} <span className="ml-1.5 font-medium text-gray-700">Careers</span>
          </Link>
        </div>
      </header>
    </>
  );
}

export function SiteFooter({ orgName }: { orgName: string }) {
  return (
    <footer className="border-t border-gray-200 bg-white">
      <div className="mx-auto flex max-w-5xl flex-wrap items-center justify-between gap-x-6 gap-y-2 px-4 py-4 text-sm text-gray-700">
        <p>
          © {new Date().getFullYear()} {orgName}. We are an equal opportunity employer.
        </p>
        {/* Employees use the signed-in app; this is the only way there from the public site. */}
        <Link href="/signin" className="inline-flex min-h-11 items-center text-indigo-800 underline">
          Employee sign-in
        </Link>
      </div>
    </footer>
  );
}

import type { Metadata } from 'next';
import { ButtonLink } from '@/components/ui/button-link';

export const metadata: Metadata = { title: 'Page not found' };

export default function NotFound() {
  return (
    <main id="main" className="mx-auto flex min-h-dvh max-w-md flex-col items-center justify-center px-4 text-center">
      <p className="text-sm font-semibold text-indigo-800">404</p>
      <h1 className="mt-2 text-2xl font-bold text-gray-900">Page not found</h1>
      <p className="mt-2 text-gray-700">The page you asked for does not exist or has moved.</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <ButtonLink href="/careers">See open jobs</ButtonLink>
        <ButtonLink href="/" variant="secondary">
          Employees: go to your home page
        </ButtonLink>
      </div>
    </main>
  );
}

import type { Metadata } from 'next';
import Link from 'next/link';

export const metadata: Metadata = { title: 'Job not found' };

/** An unknown code, or a job that has closed or been taken off the site since the link was shared. */
export default function JobNotFound() {
  return (
    <div className="mx-auto max-w-md py-10 text-center">
      <p className="text-sm font-semibold text-indigo-800">404</p>
      <h1 className="mt-2 text-2xl font-bold text-gray-900">This job is not open</h1>
      <p className="mt-2 text-gray-700">The job you are looking for does not exist, has been filled, or is no longer taking applications.</p>
      <Link
        href="/careers"
        className="mt-6 inline-flex min-h-11 items-center rounded-md bg-indigo-700 px-4 py-2 text-base font-medium text-white hover:bg-indigo-800"
      >
        See all open jobs
      </Link>
    </div>
  );
}

import type { Metadata } from 'next';
import { Suspense } from 'react';
import { DirectorySkeleton, DirectoryView } from '@/components/directory/directory-view';

export const metadata: Metadata = { title: 'Directory' };

export default function DirectoryPage() {
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold text-gray-900">Directory</h1>
        <p className="mt-1 text-gray-700">Find colleagues by name, username or e-mail, business unit and location.</p>
      </div>
      <Suspense fallback={<DirectorySkeleton />}>
        <DirectoryView />
      </Suspense>
    </div>
  );
}

import type { Metadata } from 'next';
import { Suspense } from 'react';
import { DirectorySkeleton, DirectoryView } from '@/components/directory/directory-view';
import { PageHeading } from '@/components/ui/page-heading';

export const metadata: Metadata = { title: 'Directory' };

export default function DirectoryPage() {
  return (
    <div className="space-y-6">
      <PageHeading title="Directory">
        Find colleagues by name, username or e-mail, business unit and location.
      </PageHeading>
      <Suspense fallback={<DirectorySkeleton />}>
        <DirectoryView />
      </Suspense>
    </div>
  );
}

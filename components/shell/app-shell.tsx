import type { ReactNode } from 'react';
import { SkipLink } from '@/components/ui/skip-link';
import type { ShellUser } from './nav-items';
import { TopBar } from './top-bar';

export function AppShell({ user, children }: { user: ShellUser; children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <TopBar user={user} />
      <main id="main" tabIndex={-1} className="mx-auto w-full max-w-6xl flex-1 px-4 py-6 focus:outline-none sm:py-8">
        {children}
      </main>
    </div>
  );
}

import { redirect } from 'next/navigation';
import { getServerSession } from 'next-auth';
import type { ReactNode } from 'react';
import { AppShell } from '@/components/shell/app-shell';
import { authOptions } from '@/lib/auth/options';
import { Providers } from '../providers';

export default async function AppLayout({ children }: { children: ReactNode }) {
  const session = await getServerSession(authOptions);
  if (!session) redirect('/signin');
  const { name, username, roles } = session.user;
  return (
    <Providers>
      <AppShell user={{ name: name || username, username, roles }}>{children}</AppShell>
    </Providers>
  );
}

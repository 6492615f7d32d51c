import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { SiteFooter, SiteHeader } from '@/components/careers/site-layout';
import { careersSiteName } from '@/lib/jobs/career-site';
import { siteUrl } from '@/lib/organisation';
import { orgName } from '@/lib/organisation';

// A function, not a constant, so ORG_NAME and BASE_URL are read when the server runs, not at build time.
export function generateMetadata(): Metadata {
  const site = careersSiteName();
  return {
    metadataBase: siteUrl(),
    title: { default: site, template: `%s · ${site}` },
    description: `Open positions at ${orgName()}: search by keyword, location, business unit, type and experience, and apply online.`,
  };
}

/** The public career site: its own header and footer, no sign-in and none of the employee app's shell. */
export default function CareersLayout({ children }: { children: ReactNode }) {
  const org = orgName();
  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader orgName={org} />
      <main id="main" tabIndex={-1} className="mx-auto w-full max-w-5xl flex-1 px-4 py-6 focus:outline-none sm:py-8">
        {children}
      </main>
      <SiteFooter orgName={org} />
    </div>
  );
}

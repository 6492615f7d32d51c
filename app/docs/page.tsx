import type { Metadata } from 'next';
import Link from 'next/link';
import { ApiReference } from '@/components/docs/api-reference';
import { SkipLink } from '@/components/ui/skip-link';
import { openApiOp } from '@/lib/client/operations/openapi.gen';

export const metadata: Metadata = { title: 'API reference' };

const codeClass = 'rounded bg-gray-100 px-1 py-0.5 font-mono text-[0.9em] text-gray-900';

export default function DocsPage() {
  return (
    <div className="min-h-dvh bg-white">
      <SkipLink />
      <header className="border-b border-gray-200 bg-white">
        <div className="mx-auto flex h-14 max-w-6xl items-center justify-between gap-4 px-4">
          <Link href="/profile" className="rounded-md px-1 text-lg font-bold text-indigo-800">
            Acme HR
          </Link>
          <Link href="/profile" className="rounded-md px-3 py-2 text-sm font-medium text-gray-900 hover:bg-gray-100">
            Back to the app
          </Link>
        </div>
      </header>
      <main id="main" tabIndex={-1} className="mx-auto max-w-6xl px-4 py-6 focus:outline-none sm:py-8">
        <h1 className="text-2xl font-bold text-gray-900">API reference</h1>
        <div className="mt-2 max-w-3xl space-y-2 text-gray-800">
          <p>
            Every operation of the Acme HR API, generated from{' '}
            <a href={openApiOp.path} className="text-indigo-800 underline">
              the OpenAPI document
            </a>
            . Requests must use HTTPS.
          </p>
          <p>
            To authenticate, send an API key in the <code className={codeClass}>X-API-Key</code> header, or a token in{' '}
            <code className={codeClass}>Authorization: Bearer &lt;token&gt;</code>. Get a token from{' '}
            <code className={codeClass}>POST /api/oauth/token</code> with the OAuth 2 client credentials grant (
            <code className={codeClass}>grant_type=client_credentials</code> and your client id and secret). Use
            “Authorize” below to try operations with either.
          </p>
        </div>
        <div className="mt-6">
          <ApiReference />
        </div>
      </main>
    </div>
  );
}

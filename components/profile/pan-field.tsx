'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { maskPan } from '@/components/ui/format';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/client/fetch-json';
import { profileQueryOptions } from '@/lib/profile/hooks';

type PanState = { step: 'hidden' } | { step: 'reading' } | { step: 'shown'; pan: string } | { step: 'failed'; message: string };

/**
 * The person's own PAN, masked but the last four until they ask to see it. The page's HTML carries it
 * masked (app/(app)/profile/page.tsx), so Show reads the profile again for the full number.
 */
export function PanField({ username, pan }: { username: string; pan: string }) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<PanState>({ step: 'hidden' });

  async function show() {
    setState({ step: 'reading' });
    try {
      const profile = await queryClient.fetchQuery({ ...profileQueryOptions(username), staleTime: 0 });
      setState(profile.panNumber ? { step: 'shown', pan: profile.panNumber } : { step: 'failed', message: 'No PAN is on file any more.' });
    } catch (error) {
      setState({ step: 'failed', message: errorMessage(error) });
    }
  }

  const shown = state.step === 'shown';
  return (
    <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <span className="font-mono tracking-wider">{shown ? state.pan : maskPan(pan)}</span>
      {shown ? null : <span className="sr-only">(hidden but the last four characters)</span>}
      <Button
        variant="secondary"
        pending={state.step === 'reading'}
        onClick={() => (shown ? setState({ step: 'hidden' }) : void show())}
      >
        {state.step === 'reading' ? <Spinner /> : null}
        {shown ? 'Hide PAN' : 'Show PAN'}
      </Button>
      {state.step === 'failed' ? (
        <span role="alert" className="w-full text-sm font-normal text-red-800">
          Your PAN could not be shown: {state.message}
        </span>
      ) : null}
    </span>
  );
}

'use client';

import { useState } from 'react';
import { Button } from '@/components/ui/button';

/**
 * Signs out through next-auth. Its browser code (next-auth/react, with its own runtime helpers) is loaded
 * on the click rather than evaluated on every signed-in page while it hydrates, where nothing else needs it.
 */
export function SignOutButton({ className }: { className?: string }) {
  const [signingOut, setSigningOut] = useState(false);
  const [failed, setFailed] = useState(false);

  const signOut = async () => {
    setSigningOut(true);
    setFailed(false);
    try {
      const { signOut: nextAuthSignOut } = await import('next-auth/react');
      // Leaves the page for /signin once the session is gone, so the button stays inactive until then.
      await nextAuthSignOut({ callbackUrl: '/signin' });
    } catch {
      setSigningOut(false);
      setFailed(true);
    }
  };

  return (
    <>
      {/* Pending, not disabled: the user menu closes when focus leaves it, which would hide the progress and a failure's message. */}
      <Button variant="secondary" className={className} pending={signingOut} onClick={() => void signOut()}>
        {signingOut ? 'Signing out…' : 'Sign out'}
      </Button>
      {failed && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          You are still signed in: the sign-out did not reach the server. Check your connection and try again.
        </p>
      )}
    </>
  );
}

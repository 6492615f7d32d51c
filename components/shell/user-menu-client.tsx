'use client';

import { useEffect, useId, useRef, useState, type FocusEvent, type ReactNode } from 'react';
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

/**
 * The user menu's behaviour: the button opens and closes the panel; a press outside, Escape or tabbing out
 * closes it. What the button and panel show is rendered on the server (`UserMenu`).
 */
export function UserMenuDisclosure({ button, children }: { button: ReactNode; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !containerRef.current?.contains(event.target)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  // Tabbing out of the menu closes it, so it never hides content behind it for keyboard users.
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setOpen(false);
  };

  return (
    <div ref={containerRef} className="relative min-w-0" onBlur={onBlur}>
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((v) => !v)}
        className="flex min-h-10 max-w-full min-w-0 items-center gap-2 rounded-md px-2 py-1 text-sm font-medium text-gray-900 hover:bg-gray-100"
      >
        {button}
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute right-0 z-40 mt-2 w-64 max-w-[calc(100vw-2rem)] rounded-lg border border-gray-200 bg-white p-4 shadow-lg"
      >
        {children}
      </div>
    </div>
  );
}

'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { signIn } from 'next-auth/react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { describedBy, Field } from '@/components/ui/field';
import { Spinner } from '@/components/ui/spinner';
import { TextInput } from '@/components/ui/text-input';
import { signInSchema, type SignInValues } from '@/lib/auth/sign-in-schema';

// The sign-in gate's refusals (lib/auth/sign-in-limits.ts), by the error its answer names.
const FAILURES: Record<string, string> = {
  rate_limited: 'Too many sign-in attempts from your network. Wait a minute and try again.',
  https_required: 'Signing in needs a secure (https://) address.',
};

export function SignInForm({ callbackUrl }: { callbackUrl: string }) {
  const id = useId();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<SignInValues>({ resolver: zodResolver(signInSchema), defaultValues: { username: '', password: '' } });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const result = await signIn('credentials', { ...values, redirect: false, callbackUrl });
      if (!result || result.error || !result.ok) {
        setFailure(FAILURES[result?.error ?? ''] ?? 'Wrong username or password.');
        return;
      }
      // A full load so the server-rendered shell reads the new session cookie.
      window.location.assign(callbackUrl);
      // Stay "Signing in…" until the browser leaves the page.
      await new Promise<never>(() => undefined);
    } catch {
      setFailure('Could not reach the server. Check your connection and try again.');
    }
  });

  const usernameId = `${id}-username`;
  const passwordId = `${id}-password`;
  const usernameError = errors.username?.message;
  const passwordError = errors.password?.message;

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      {failure ? <Alert>{failure}</Alert> : null}
      <Field id={usernameId} label="Username" error={usernameError}>
        <TextInput
          id={usernameId}
          type="text"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          aria-invalid={usernameError ? true : undefined}
          aria-describedby={describedBy(usernameId, { error: usernameError })}
          {...register('username')}
        />
      </Field>
      <Field id={passwordId} label="Password" error={passwordError}>
        <TextInput
          id={passwordId}
          type="password"
          autoComplete="current-password"
          aria-invalid={passwordError ? true : undefined}
          aria-describedby={describedBy(passwordId, { error: passwordError })}
          {...register('password')}
        />
      </Field>
      <Button type="submit" disabled={isSubmitting} className="w-full">
        {isSubmitting ? (
          <>
            <Spinner /> Signing in…
          </>
        ) : (
          'Sign in'
        )}
      </Button>
    </form>
  );
}

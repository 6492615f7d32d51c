'use client';
import { useRouter } from 'next/navigation';
import type { FormEvent, ReactNode } from 'react';

/** The list URL the form's filled-in fields ask for, in the order of the fields. */
function hrefOf(form: HTMLFormElement): string {
  const params = new URLSearchParams();
  for (const [name, value] of new FormData(form)) if (typeof value === 'string' && value.trim()) params.append(name, value.trim());
  const search = params.toString();
  return search ? `${form.getAttribute('action')}?${search}` : (form.getAttribute('action') ?? '');
}

/**
 * A plain GET form (it works as one without JavaScript, every field in the URL). With JavaScript the
 * empty fields are left out, so the address bar shows `?location=BLR` rather than `?q=&location=BLR&unit=…`,
 * and the list loads without reloading the page.
 */
export function SearchForm({ className, children }: { className?: string; children: ReactNode }) {
  const router = useRouter();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    router.push(hrefOf(event.currentTarget));
  };
  return (
    <form method="get" action="/careers" onSubmit={submit} className={className}>
      {children}
    </form>
  );
}

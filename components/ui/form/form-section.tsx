import type { ReactNode } from 'react';

/** A titled group of fields: a fieldset, so screen readers announce the group's name on entering it. */
export function FormSection({ title, children, columns = false }: { title: string; children: ReactNode; columns?: boolean }) {
  return (
    <fieldset className="rounded-lg border border-gray-200 bg-white p-4 sm:p-6">
      <legend className="px-1 text-base font-semibold text-gray-900">{title}</legend>
      <div className={columns ? 'grid gap-4 sm:grid-cols-2' : 'flex flex-col gap-4'}>{children}</div>
    </fieldset>
  );
}

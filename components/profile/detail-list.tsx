import type { ReactNode } from 'react';

export type DetailItem = { label: string; value: ReactNode };

export function DetailList({ items }: { items: DetailItem[] }) {
  return (
    <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
      {items.map((item) => (
        <div key={item.label} className="min-w-0">
          <dt className="text-sm text-gray-700">{item.label}</dt>
          <dd className="mt-0.5 font-medium break-words text-gray-900">
            {item.value ?? <span className="font-normal text-gray-700">Not provided</span>}
          </dd>
        </div>
      ))}
    </dl>
  );
}

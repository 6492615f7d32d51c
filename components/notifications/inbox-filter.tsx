'use client';

import { useId } from 'react';
import type { InboxShow } from './inbox-url';

const OPTIONS: { value: InboxShow; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'unread', label: 'Unread' },
];

type InboxFilterProps = { value: InboxShow; onChange: (value: InboxShow) => void };

/** All or Unread: two radios, so arrow keys move between them and the choice is announced as such. */
export function InboxFilter({ value, onChange }: InboxFilterProps) {
  const name = useId();
  return (
    <fieldset>
      <legend className="text-sm font-medium text-gray-900">Show</legend>
      <div className="mt-1 flex gap-2">
        {OPTIONS.map((option) => (
          <label
            key={option.value}
            className="inline-flex min-h-10 items-center gap-2 rounded-md border border-gray-300 bg-white px-3 text-sm font-medium text-gray-900 has-checked:border-indigo-700 has-checked:bg-indigo-50"
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="size-4 accent-indigo-700"
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

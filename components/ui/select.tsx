import type { ComponentProps } from 'react';
import { cx } from './cx';
import { controlClass } from './text-input';

export function Select({ className, ...props }: ComponentProps<'select'>) {
  return <select className={cx(controlClass, 'pr-8', className)} {...props} />;
}

export type SelectOption = { value: string; label: string };

/** A select's options, after a first one with an empty value (`allLabel`, which clears the choice) when given. */
export function SelectOptions({ allLabel, options }: { allLabel?: string; options: readonly SelectOption[] }) {
  return (
    <>
      {allLabel === undefined ? null : <option value="">{allLabel}</option>}
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </>
  );
}

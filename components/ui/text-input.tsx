import type { ComponentProps } from 'react';
import { cx } from './cx';

export const controlClass =
  'block w-full min-h-10 rounded-md border border-gray-400 bg-white px-3 py-2 text-base text-gray-900 placeholder:text-gray-600 aria-[invalid=true]:border-red-700 disabled:bg-gray-100';

export function TextInput({ className, ...props }: ComponentProps<'input'>) {
  return <input className={cx(controlClass, className)} {...props} />;
}

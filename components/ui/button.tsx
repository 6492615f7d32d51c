import type { ComponentProps, MouseEvent } from 'react';
import { cx } from './cx';

type Variant = 'primary' | 'secondary' | 'ghost';

// `aria-disabled:` too: a pending button (see ButtonProps) looks as a disabled one does.
const VARIANTS: Record<Variant, string> = {
  primary: 'bg-indigo-700 text-white hover:bg-indigo-800 disabled:bg-indigo-500 aria-disabled:bg-indigo-500',
  secondary: 'border border-gray-300 bg-white text-gray-900 hover:bg-gray-50 disabled:text-gray-500 disabled:bg-gray-100 aria-disabled:text-gray-500 aria-disabled:bg-gray-100',
  ghost: 'text-gray-900 hover:bg-gray-100 disabled:text-gray-500 aria-disabled:text-gray-500',
};

export type ButtonProps = ComponentProps<'button'> & {
  variant?: Variant;
  /**
   * The action this button started is running: it is aria-disabled and ignores presses (a submit button
   * no longer submits), but keeps keyboard focus, which a disabled button would lose to the page's body
   * (and a menu that closes on blur would close).
   */
  pending?: boolean;
};

const ignorePress = (event: MouseEvent<HTMLButtonElement>) => event.preventDefault();

export function Button({ variant = 'primary', className, type = 'button', pending = false, onClick, ...props }: ButtonProps) {
  return (
    <button
      type={type}
      className={cx(
        'inline-flex min-h-10 items-center justify-center gap-2 rounded-md px-4 py-2 text-sm font-medium transition-colors disabled:cursor-not-allowed',
        VARIANTS[variant],
        pending && 'cursor-wait',
        className,
      )}
      {...props}
      {...(pending ? { 'aria-disabled': true, onClick: ignorePress } : { onClick })}
    />
  );
}

import type { ComponentProps } from 'react';
import { cx } from './cx';
import { controlClass } from './text-input';

export function Select({ className, ...props }: ComponentProps<'select'>) {
  return <select className={cx(controlClass, 'pr-8', className)} {...props} />;
}

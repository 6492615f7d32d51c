import type { ReactNode } from 'react';
import { cx } from './cx';

type AlertProps = { title?: string; children: ReactNode; action?: ReactNode; className?: string; id?: string };

/** An error that screen readers announce as soon as it appears. */
export function Alert({ title, children, action, className, id }: AlertProps) {
  return (
    <div id={id} role="alert" className={cx('rounded-md border border-red-300 bg-red-50 p-4 text-sm text-red-900', className)}>
      {title ? <p className="font-semibold">{title}</p> : null}
      <div className={title ? 'mt-1' : undefined}>{children}</div>
      {action ? <div className="mt-3">{action}</div> : null}
    </div>
  );
}

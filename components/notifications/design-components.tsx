import Link from 'next/link';
import type { ReactNode } from 'react';
import { cx } from '@/components/ui/cx';
import type { InboxItem } from '@/lib/notifications/hooks';

type Component = InboxItem['components'][number];
type Target = { href: string; external: boolean };

const LINK = 'font-medium text-indigo-800 underline hover:text-indigo-950';
const BUTTON = 'inline-flex min-h-10 max-w-full items-center justify-center rounded-md bg-indigo-700 px-4 py-2 text-sm font-medium text-white hover:bg-indigo-800';

/**
 * Where a link or button may go: a path in this app or an http(s) address. The API checks this on the
 * way in; it is checked again here because a stored `javascript:` or `//host` value would otherwise
 * run script or leave the app while looking like an internal path.
 */
function targetOf(value: string | undefined): Target | null {
  if (!value) return null;
  if (/^\/(?![/\\])/.test(value)) return { href: value, external: false };
  if (/^https?:\/\//i.test(value)) return { href: value, external: true };
  return null;
}

function TargetLink({ target, className, children }: { target: Target; className: string; children: ReactNode }) {
  if (!target.external) {
    return (
      <Link href={target.href} className={className}>
        {children}
      </Link>
    );
  }
  return (
    <a href={target.href} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}

/** One component of a message. Labels are always text, never HTML, whatever a system sent. */
function DesignPart({ component }: { component: Component }) {
  const { label, type } = component;
  const target = targetOf(component.value);
  switch (type) {
    case 'heading':
      return <h4 className="text-base font-semibold text-gray-900">{label}</h4>;
    case 'link':
      return target ? (
        <p>
          <TargetLink target={target} className={LINK}>
            {label}
          </TargetLink>
        </p>
      ) : (
        <p>{label}</p>
      );
    case 'button':
      return target ? (
        <div>
          <TargetLink target={target} className={BUTTON}>
            {label}
          </TargetLink>
        </div>
      ) : (
        <p className="font-medium text-gray-900">{label}</p>
      );
    default:
      // 'text', and any type this inbox does not know yet.
      return <p>{label}</p>;
  }
}

/** A message's components in the order the sender gave them. */
export function DesignComponents({ components, className }: { components: readonly Component[]; className?: string }) {
  return (
    <div className={cx('space-y-2 whitespace-pre-line text-gray-900 wrap-anywhere', className)}>
      {components.map((component, index) => (
        // The list never reorders: a message's components are fixed once sent.
        <DesignPart key={index} component={component} />
      ))}
    </div>
  );
}

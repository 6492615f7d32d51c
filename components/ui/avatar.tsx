/* eslint-disable @next/next/no-img-element -- pictures come from our own API at sizes next/image cannot know */
import { cx } from './cx';

const SIZES = { xs: 'size-8 text-xs', sm: 'size-10 text-sm', md: 'size-12 text-base', lg: 'size-24 text-2xl' } as const;

export function initialsOf(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const first = parts[0]?.[0] ?? '';
  const last = parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? '') : '';
  return (first + last).toUpperCase() || '?';
}

type AvatarProps = { name: string; src?: string | null; size?: keyof typeof SIZES; className?: string };

/** The picture when there is one, else the initials. Decorative: the name is always shown beside it. */
export function Avatar({ name, src, size = 'md', className }: AvatarProps) {
  const box = cx('shrink-0 rounded-full', SIZES[size], className);
  if (src) return <img src={src} alt="" className={cx(box, 'bg-gray-100 object-cover')} />;
  return (
    <span aria-hidden="true" className={cx(box, 'inline-flex items-center justify-center bg-indigo-100 font-semibold text-indigo-900')}>
      {initialsOf(name)}
    </span>
  );
}

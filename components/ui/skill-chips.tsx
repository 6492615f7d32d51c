import { cx } from '@/components/ui/cx';

type SkillChipsProps = { skills: string[]; max?: number; label?: string; className?: string };

/** Skills as chips; with `max`, the rest are summed up as "+3 more" to keep cards short. */
export function SkillChips({ skills, max = skills.length, label = 'Skills', className }: SkillChipsProps) {
  if (skills.length === 0) return null;
  const shown = skills.slice(0, max);
  const rest = skills.length - shown.length;
  return (
    <ul aria-label={label} className={cx('flex flex-wrap gap-2 text-sm', className)}>
      {shown.map((skill) => (
        <li key={skill} className="rounded-full bg-indigo-50 px-3 py-1 text-indigo-900">
          {skill}
        </li>
      ))}
      {rest > 0 ? <li className="py-1 text-gray-700">+{rest} more</li> : null}
    </ul>
  );
}

import { cx } from '@/components/ui/cx';

type SkillChipsProps = { skills: string[]; max?: number; label?: string; className?: string };

/** Skills as chips; with `max`, the rest are summed up as "+3 more" to keep cards short. */
export function SkillChips({ skills, max = skills.length, label = 'Skills', className }: SkillChipsProps) {
  if (skills.length === 0) return null;
  const shown = skills.slice(0, max);
  const rest = skills.length - shown.length;
  return (
    // Class names from app/globals.css: a job list repeats the chips eighty times.
    <ul aria-label={label} className={cx('skill-chips', className)}>
      {shown.map((skill) => (
        <li key={skill}>{skill}</li>
      ))}
      {rest > 0 ? <li className="more">+{rest} more</li> : null}
    </ul>
  );
}

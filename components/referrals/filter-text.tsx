import { useId, type ComponentProps, type ReactNode } from 'react';
import { describedBy, Field } from '@/components/ui/field';
import { TextInput } from '@/components/ui/text-input';

type FilterTextProps = Omit<ComponentProps<'input'>, 'id' | 'value' | 'onChange'> & {
  label: string;
  hint?: ReactNode;
  error?: string;
  value: string;
  onChange: (value: string) => void;
};

/** A labelled filter box with its hint and the server's complaint about it, if any. */
export function FilterText({ label, hint, error, value, onChange, ...input }: FilterTextProps) {
  const id = useId();
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      <TextInput
        {...input}
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, { hint, error })}
      />
    </Field>
  );
}

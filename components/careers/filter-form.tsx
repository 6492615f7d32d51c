import { Button } from '@/components/ui/button';
import { Select } from '@/components/ui/select';

export type FilterOption = { value: string; label: string };

type FilterFormProps = {
  /** The query parameter the form sends (location or unit). */
  name: string;
  label: string;
  allLabel: string;
  options: FilterOption[];
  selected: string;
};

/**
 * One filter as its own GET form: submitting it sends only this parameter, which is what clears the
 * other filter and the page number, with no JavaScript needed.
 */
export function FilterForm({ name, label, allLabel, options, selected }: FilterFormProps) {
  const id = `filter-${name}`;
  return (
    <form method="get" action="/careers" className="flex items-end gap-2">
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <label htmlFor={id} className="text-sm font-medium text-gray-900">
          {label}
        </label>
        <Select id={id} name={name} defaultValue={selected} className="min-h-11">
          <option value="">{allLabel}</option>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </Select>
      </div>
      <Button type="submit" variant="secondary" className="min-h-11 shrink-0">
        Show<span className="sr-only"> jobs by {label.toLowerCase()}</span>
      </Button>
    </form>
  );
}

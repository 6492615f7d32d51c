import { useId } from 'react';
import { Spinner } from '@/components/ui/spinner';

/**
 * A labelled progress bar: a share sent while uploading, then indeterminate (no value) while the server
 * works. The label is the visible text; assistive technology reads the bar's own value.
 */
export function UploadProgress({ label, fraction }: { label: string; fraction: number | null }) {
  const id = useId();
  const percent = fraction === null ? null : Math.round(fraction * 100);
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="flex items-center gap-2 text-sm font-medium text-gray-900">
        <Spinner className="text-indigo-700" />
        {label}
        {percent !== null ? <span className="text-gray-700 tabular-nums">{percent}%</span> : null}
      </label>
      <progress id={id} max={100} value={percent ?? undefined} className="h-2 w-full accent-indigo-700">
        {percent !== null ? `${percent}%` : label}
      </progress>
    </div>
  );
}

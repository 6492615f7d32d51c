import { Badge } from '@/components/ui/badge';

/** Says "Unread" in words; the dot and the colour only repeat it. */
export function UnreadMarker() {
  return (
    <Badge tone="bg-indigo-50 text-indigo-900 ring-indigo-600">
      <span aria-hidden="true" className="size-2 rounded-full bg-indigo-700" />
      Unread
    </Badge>
  );
}

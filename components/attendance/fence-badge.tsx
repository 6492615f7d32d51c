import { Badge } from '@/components/ui/badge';
import { describeDistance } from '@/lib/attendance/geo';

/** A punch against the office's fence: the distance and inside or outside in words; the colour only repeats them. */
export function FenceBadge({ distanceMeters, insideGeofence }: { distanceMeters: number | null; insideGeofence: boolean | null }) {
  if (distanceMeters === null || insideGeofence === null) return <Badge tone="bg-gray-100 text-gray-900 ring-gray-400">No position</Badge>;
  return (
    <span className="inline-flex items-center gap-2 text-sm text-gray-700">
      {insideGeofence ? (
        <Badge tone="bg-green-50 text-green-900 ring-green-600">Inside</Badge>
      ) : (
        <Badge tone="bg-amber-50 text-amber-950 ring-amber-500">Outside</Badge>
      )}
      {describeDistance(distanceMeters)} from the office
    </span>
  );
}

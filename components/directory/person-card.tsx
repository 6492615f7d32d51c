import { Avatar } from '@/components/ui/avatar';
import type { DirectoryEntry } from '@/lib/directory/hooks';

export function PersonCard({ person }: { person: DirectoryEntry }) {
  return (
    <li className="flex gap-3 rounded-lg border border-gray-200 bg-white p-4">
      <Avatar name={person.displayName} src={person.pictureUrl} size="md" />
      <div className="min-w-0 flex-1">
        <h3 className="font-semibold break-words text-gray-900">{person.displayName}</h3>
        <p className="text-sm text-gray-800">{person.designation}</p>
        <p className="mt-1 text-sm text-gray-700">
          <span className="sr-only">Business unit: </span>
          {person.businessUnitName}
        </p>
        <p className="text-sm text-gray-700">
          <span className="sr-only">Location: </span>
          {person.locationName}
        </p>
        <a href={`mailto:${person.workEmail}`} className="mt-1 inline-block text-sm break-all text-indigo-800 underline">
          {person.workEmail}
        </a>
      </div>
    </li>
  );
}

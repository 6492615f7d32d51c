import type { CandidateSummary } from '@/lib/candidates/hooks';
import { CandidateStatusBadge, SOURCE_LABELS } from './candidate-badges';
import { CandidateJob, CandidateNameLink } from './candidate-link';
import { formatInstantDay } from '@/components/ui/date-words';

/** Narrow screens: one card per candidate, with the same content as a table row. */
export function CandidateCards({ candidates }: { candidates: CandidateSummary[] }) {
  return (
    <ul className="space-y-3">
      {candidates.map((c) => (
        <li key={c.candidateId} className="space-y-3 rounded-lg border border-gray-200 bg-white p-4">
          <div className="flex flex-wrap items-start justify-between gap-2">
            <h3 className="min-w-0">
              <CandidateNameLink candidate={c} />
              <span className="block font-mono text-xs text-gray-700">{c.candidateId}</span>
            </h3>
            <CandidateStatusBadge status={c.status} />
          </div>
          <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
            <dt className="text-gray-700">E-mail</dt>
            <dd className="break-all text-gray-900">{c.primaryEmail ?? 'None'}</dd>
            <dt className="text-gray-700">Mobile</dt>
            <dd className="text-gray-900">{c.mobileNumber ?? 'None'}</dd>
            <dt className="text-gray-700">Job</dt>
            <dd>
              <CandidateJob candidate={c} />
            </dd>
            <dt className="text-gray-700">Source</dt>
            <dd className="text-gray-900">{SOURCE_LABELS[c.source]}</dd>
            <dt className="text-gray-700">Resume</dt>
            <dd className="text-gray-900">{c.hasResume ? 'Yes' : 'No'}</dd>
            <dt className="text-gray-700">Added</dt>
            <dd className="text-gray-900">{formatInstantDay(c.createdAt)}</dd>
          </dl>
        </li>
      ))}
    </ul>
  );
}

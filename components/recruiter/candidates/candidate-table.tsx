import type { CandidateSummary } from '@/lib/candidates/hooks';
import { CandidateStatusBadge, SOURCE_LABELS } from './candidate-badges';
import { CandidateJob, CandidateNameLink } from './candidate-link';
import { formatInstantDay } from '@/components/ui/date-words';

const th = 'px-3 py-2 text-left text-xs font-semibold tracking-wide text-gray-700 uppercase';
const td = 'px-3 py-3 text-gray-800';

/** Wide screens: one row per candidate; e-mail and mobile share a column so the table fits without scrolling. */
export function CandidateTable({ candidates }: { candidates: CandidateSummary[] }) {
  return (
    <table className="w-full border-collapse overflow-hidden rounded-lg border border-gray-200 bg-white text-sm">
      <thead className="bg-gray-50">
        <tr>
          <th scope="col" className={th}>Candidate</th>
          <th scope="col" className={th}>Contact</th>
          <th scope="col" className={th}>Job</th>
          <th scope="col" className={th}>Status</th>
          <th scope="col" className={th}>Source</th>
          <th scope="col" className={th}>Resume</th>
          <th scope="col" className={th}>Added</th>
        </tr>
      </thead>
      <tbody className="divide-y divide-gray-200">
        {candidates.map((c) => (
          <tr key={c.candidateId} className="align-top">
            <th scope="row" className="px-3 py-3 text-left font-normal">
              <CandidateNameLink candidate={c} />
              <span className="block font-mono text-xs text-gray-700">{c.candidateId}</span>
            </th>
            <td className={td}>
              <span className="block break-all">{c.primaryEmail ?? 'No e-mail'}</span>
              <span className="block whitespace-nowrap">{c.mobileNumber ?? 'No mobile'}</span>
            </td>
            <td className={td}>
              <CandidateJob candidate={c} />
            </td>
            <td className="px-3 py-3">
              <CandidateStatusBadge status={c.status} />
            </td>
            <td className={td}>{SOURCE_LABELS[c.source]}</td>
            <td className={td}>{c.hasResume ? 'Yes' : 'No'}</td>
            <td className={`${td} whitespace-nowrap`}>{formatInstantDay(c.createdAt)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

import type { LeaveRequest } from '@/lib/leave/hooks';
import type { ApprovalControls } from './approval-controls';
import { LeaveDecide } from './approval-decide';
import { APPROVAL_FIELDS, ApprovalPerson } from './approval-fields';
import { ApprovalSelect } from './approval-select';

type ApprovalListProps = { requests: LeaveRequest[]; controls: ApprovalControls };

const th = 'px-3 py-2 text-left text-xs font-semibold tracking-wide text-gray-700 uppercase';

/** Wide screens: one row per request, its decision in the last column. */
export function ApprovalTable({ requests, controls }: ApprovalListProps) {
  return (
    <table className="w-full border-collapse overflow-hidden rounded-lg border border-gray-200 bg-white text-sm">
      <thead className="bg-gray-50">
        <tr>
          <th scope="col" className={th}>
            <span className="sr-only">Selected</span>
          </th>
          <th scope="col" className={th}>Employee</th>
          {APPROVAL_FIELDS.map((field) => (
            <th key={field.key} scope="col" className={th}>
              {field.label}
            </th>
          ))}
          <th scope="col" className={th}>Decision</th>
        </tr>
      </thead>
      <tbody className="divide-y divide-gray-200">
        {requests.map((request) => (
          <tr key={request.requestId} className="align-top">
            <td className="py-2 pl-1">
              <ApprovalSelect request={request} controls={controls} />
            </td>
            <th scope="row" className="px-3 py-3 text-left font-normal">
              <ApprovalPerson request={request} />
            </th>
            {APPROVAL_FIELDS.map((field) => (
              <td key={field.key} className="px-3 py-3 text-gray-900">
                {field.render(request)}
              </td>
            ))}
            <td className="w-64 px-3 py-3">
              <LeaveDecide request={request} controls={controls} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

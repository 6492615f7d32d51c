import type { LeaveRequest } from '@/lib/leave/hooks';
import type { ApprovalControls } from './approval-controls';
import { LeaveDecide } from './approval-decide';
import { APPROVAL_FIELDS, ApprovalPerson } from './approval-fields';
import { requestLabel } from './approval-format';
import { ApprovalSelect } from './approval-select';

type ApprovalListProps = { requests: LeaveRequest[]; controls: ApprovalControls };

/** Narrow screens: one card per request, with the same content as a table row. */
export function ApprovalCards({ requests, controls }: ApprovalListProps) {
  return (
    <ul className="space-y-3">
      {requests.map((request) => (
        <li key={request.requestId}>
          <article aria-label={requestLabel(request)} className="space-y-3 rounded-lg border border-gray-200 bg-white p-4">
            <div className="flex items-start gap-2">
              <ApprovalSelect request={request} controls={controls} />
              <h3 className="min-w-0 pt-2 text-base">
                <ApprovalPerson request={request} />
              </h3>
            </div>
            <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-2 text-sm">
              {APPROVAL_FIELDS.map((field) => (
                <div key={field.key} className="contents">
                  <dt className="text-gray-700">{field.label}</dt>
                  <dd className="text-gray-900">{field.render(request)}</dd>
                </div>
              ))}
            </dl>
            <LeaveDecide request={request} controls={controls} />
          </article>
        </li>
      ))}
    </ul>
  );
}

'use client';

import { ResponsiveList } from '@/components/ui/responsive-list';
import type { LeaveRequest } from '@/lib/leave/hooks';
import { BulkBar } from './bulk-bar';
import { ApprovalDecide } from './decide';
import type { ApprovalDecision, ApprovalOutcome, ApprovalRunner } from './decision-runner';
import { APPROVAL_FIELDS, ApprovalPerson, requestLabel } from './leave-request-fields';

/** What each row needs from the page: the selection, the running decisions, and how to decide. */
export type ApprovalControls = {
  selected: ReadonlySet<string>;
  onSelect: (requestId: string, selected: boolean) => void;
  runner: ApprovalRunner;
  decide: (request: LeaveRequest, decision: ApprovalDecision, comment: string) => void;
};

/** A page of requests, as the table and the cards both show it. */
type RowsProps = { requests: LeaveRequest[]; controls: ApprovalControls };

type LeaveRequestListProps = {
  requests: LeaveRequest[];
  controls: ApprovalControls;
  onSelectMany: (requestIds: string[], selected: boolean) => void;
  onDecideMany: (decision: ApprovalDecision, requests: LeaveRequest[], comment: string) => Promise<ApprovalOutcome[] | null>;
};

/** One page of the queue: the bar for deciding several, then the requests as a table or as cards. */
export function LeaveRequestList({ requests, controls, onSelectMany, onDecideMany }: LeaveRequestListProps) {
  // Only what is on this page and still waiting counts: a decided request has left the list.
  const chosen = requests.filter((r) => controls.selected.has(r.requestId));
  return (
    <div className="space-y-4">
      <BulkBar
        onPage={requests.length}
        selected={chosen.length}
        runner={controls.runner}
        onSelectAll={(on) =>
          onSelectMany(
            requests.map((r) => r.requestId),
            on,
          )
        }
        onDecide={(decision, comment) => onDecideMany(decision, chosen, comment)}
      />
      <ResponsiveList table={<ApprovalTable requests={requests} controls={controls} />} cards={<ApprovalCards requests={requests} controls={controls} />} />
    </div>
  );
}

const th = 'px-3 py-2 text-left text-xs font-semibold tracking-wide text-gray-700 uppercase';

/** Wide screens: one row per request, its decision in the last column. */
function ApprovalTable({ requests, controls }: RowsProps) {
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

/** Narrow screens: one card per request, with the same content as a table row. */
function ApprovalCards({ requests, controls }: RowsProps) {
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

/** A row's checkbox for deciding several at once, named by person and dates since every row has one. */
function ApprovalSelect({ request, controls }: { request: LeaveRequest; controls: ApprovalControls }) {
  const { requestId } = request;
  return (
    // The label around the box makes a 40 px target for a finger.
    <label className="inline-flex size-10 shrink-0 cursor-pointer items-center justify-center">
      <input
        type="checkbox"
        className="size-5 accent-indigo-700"
        checked={controls.selected.has(requestId)}
        onChange={(e) => controls.onSelect(requestId, e.target.checked)}
      />
      <span className="sr-only">Select {requestLabel(request)}</span>
    </label>
  );
}

/** A leave request's decision, in the table's last column and on its card alike. */
function LeaveDecide({ request, controls }: { request: LeaveRequest; controls: ApprovalControls }) {
  const label = requestLabel(request);
  return (
    <ApprovalDecide
      id={request.requestId}
      subject={`leave of ${label}`}
      commentFor={label}
      runner={controls.runner}
      onDecide={(decision, comment) => controls.decide(request, decision, comment)}
    />
  );
}

import { LocalTime } from '@/components/ui/local-time';
import { LEAVE_STATUS_LABELS } from '@/lib/leave/constants';
import type { LeaveRequest } from '@/lib/leave/hooks';

type LeaveRequestLogProps = { request: LeaveRequest; username: string };

/** Who decided or cancelled, when, and what they said; oldest first, as the server keeps them. */
export function LeaveRequestLog({ request, username }: LeaveRequestLogProps) {
  if (request.actions.length === 0) {
    return <p className="text-gray-700">{request.status === 'pending' ? 'Awaiting your manager’s decision.' : 'No decision recorded.'}</p>;
  }
  return (
    <ul aria-label={`Decisions on ${request.requestId}`} className="space-y-2">
      {request.actions.map((action, i) => (
        <li key={`${action.at}-${i}`}>
          <span className="font-semibold text-gray-900">{LEAVE_STATUS_LABELS[action.to]}</span>
          <span className="text-gray-700">
            {' by '}
            {action.by.toLowerCase() === username.toLowerCase() ? 'you' : action.by}
            {' · '}
            <LocalTime iso={action.at} />
          </span>
          {action.comments ? <p className="break-words whitespace-pre-line text-gray-900">“{action.comments}”</p> : null}
        </li>
      ))}
    </ul>
  );
}

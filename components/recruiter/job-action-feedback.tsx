import { Alert } from '@/components/ui/alert';
import type { JobActionsState } from './use-job-actions';

/** The outcome of the last action: the server's reason when it failed, a quiet confirmation when it worked. */
export function JobActionFeedback({ actions }: { actions: JobActionsState }) {
  return (
    <>
      {actions.error ? <Alert title="The change was not made">{actions.error}</Alert> : null}
      <p role="status" className="text-sm font-medium text-green-800 empty:hidden">
        {actions.notice}
      </p>
    </>
  );
}

'use client';

import { useCallback, useState } from 'react';
import { errorMessage } from '@/lib/client/fetch-json';
import { useChangeJob, type JobRecordSummary } from '@/lib/jobs/hooks';
import { JOB_ACTIONS, type JobActionName } from './job-actions';

type Target = Pick<JobRecordSummary, 'jobCode' | 'title'>;
export type PendingAction = { jobCode: string; action: JobActionName };

/** Runs status and publication actions for one screen: one at a time, with its outcome in words. */
export function useJobActions() {
  const mutation = useChangeJob();
  const { mutate } = mutation;
  const [last, setLast] = useState<{ job: Target; action: JobActionName } | null>(null);

  const run = useCallback(
    (job: Target, action: JobActionName) => {
      const def = JOB_ACTIONS[action];
      if (def.confirm && !window.confirm(def.confirm(job.title))) return;
      setLast({ job, action });
      mutate({ jobCode: job.jobCode, change: def.change });
    },
    [mutate],
  );

  const what = last ? `${last.job.title} (${last.job.jobCode})` : '';
  const label = last ? JOB_ACTIONS[last.action].label.toLowerCase() : '';
  return {
    run,
    pending: mutation.isPending && last ? ({ jobCode: last.job.jobCode, action: last.action } satisfies PendingAction) : null,
    error: mutation.isError && last ? `Could not ${label} ${what}: ${errorMessage(mutation.error)}` : null,
    notice: mutation.isSuccess && last ? `${JOB_ACTIONS[last.action].done}: ${what}.` : '',
  };
}

export type JobActionsState = ReturnType<typeof useJobActions>;

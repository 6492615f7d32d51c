'use client';

import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import type { JobRecordSummary } from '@/lib/jobs/hooks';
import { actionsFor, JOB_ACTIONS } from './job-actions';
import type { JobActionsState } from './use-job-actions';

type JobActionButtonsProps = { job: JobRecordSummary; actions: JobActionsState };

export function JobActionButtons({ job, actions }: JobActionButtonsProps) {
  const slots = actionsFor(job);
  if (slots.length === 0) return <p className="text-sm text-gray-700">None: the job is closed.</p>;
  const busy = actions.pending !== null;
  return (
    <div className="flex flex-wrap gap-2">
      {slots.map(({ slot, action }) => {
        const def = JOB_ACTIONS[action];
        const running = actions.pending?.jobCode === job.jobCode && actions.pending.action === action;
        return (
          <Button key={slot} variant="secondary" pending={busy} onClick={() => actions.run(job, action)}>
            {running ? <Spinner /> : null}
            {running ? def.busy : def.label}
            {/* Rows repeat the same buttons; the title tells them apart for screen readers. */}
            <span className="sr-only">: {job.title}</span>
          </Button>
        );
      })}
    </div>
  );
}

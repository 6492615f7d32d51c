'use client';

import { useCallback, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/client/fetch-json';
import { useChangeJob, type JobChange, type JobRecordSummary } from '@/lib/jobs/hooks';

type JobActionName = 'open' | 'close' | 'publishPortal' | 'unpublishPortal' | 'publishReferral' | 'unpublishReferral';

type JobActionDef = {
  label: string;
  busy: string;
  /** Said after it worked, before the job's title and code. */
  done: string;
  change: JobChange;
  /** Asked first, for moves that cannot be undone. */
  confirm?: (title: string) => string;
};

const JOB_ACTIONS: Record<JobActionName, JobActionDef> = {
  open: { label: 'Open', busy: 'Opening…', done: 'Opened', change: { status: 'open' } },
  close: {
    label: 'Close',
    busy: 'Closing…',
    done: 'Closed',
    change: { status: 'closed' },
    confirm: (title) => `Close “${title}”? A closed job cannot be reopened, edited or published again.`,
  },
  publishPortal: { label: 'Publish on portal', busy: 'Publishing…', done: 'Published on the career portal', change: { publishedOnPortal: true } },
  unpublishPortal: { label: 'Unpublish from portal', busy: 'Unpublishing…', done: 'Withdrawn from the career portal', change: { publishedOnPortal: false } },
  publishReferral: { label: 'Publish for referrals', busy: 'Publishing…', done: 'Published for referrals', change: { publishedForReferral: true } },
  unpublishReferral: { label: 'Unpublish from referrals', busy: 'Unpublishing…', done: 'Withdrawn from referrals', change: { publishedForReferral: false } },
};

/** Where an action's button sits: keeping the slot when the action flips keeps keyboard focus on the button. */
type JobActionSlot = { slot: 'status' | 'portal' | 'referral'; action: JobActionName };

type ActionState = Pick<JobRecordSummary, 'status' | 'publishedOnPortal' | 'publishedForReferral'>;

/** What the API allows next: draft -> open -> closed, and a closed job takes no changes at all. */
function actionsFor(job: ActionState): JobActionSlot[] {
  if (job.status === 'closed') return [];
  return [
    { slot: 'status', action: job.status === 'draft' ? 'open' : 'close' },
    { slot: 'portal', action: job.publishedOnPortal ? 'unpublishPortal' : 'publishPortal' },
    { slot: 'referral', action: job.publishedForReferral ? 'unpublishReferral' : 'publishReferral' },
  ];
}

type Target = Pick<JobRecordSummary, 'jobCode' | 'title'>;
type PendingAction = { jobCode: string; action: JobActionName };

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

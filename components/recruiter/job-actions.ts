import type { JobChange, JobRecordSummary } from '@/lib/jobs/hooks';

export type JobActionName = 'open' | 'close' | 'publishPortal' | 'unpublishPortal' | 'publishReferral' | 'unpublishReferral';

type JobActionDef = {
  label: string;
  busy: string;
  /** Said after it worked, before the job's title and code. */
  done: string;
  change: JobChange;
  /** Asked first, for moves that cannot be undone. */
  confirm?: (title: string) => string;
};

export const JOB_ACTIONS: Record<JobActionName, JobActionDef> = {
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
export type JobActionSlot = { slot: 'status' | 'portal' | 'referral'; action: JobActionName };

type ActionState = Pick<JobRecordSummary, 'status' | 'publishedOnPortal' | 'publishedForReferral'>;

/** What the API allows next: draft -> open -> closed, and a closed job takes no changes at all. */
export function actionsFor(job: ActionState): JobActionSlot[] {
  if (job.status === 'closed') return [];
  return [
    { slot: 'status', action: job.status === 'draft' ? 'open' : 'close' },
    { slot: 'portal', action: job.publishedOnPortal ? 'unpublishPortal' : 'publishPortal' },
    { slot: 'referral', action: job.publishedForReferral ? 'unpublishReferral' : 'publishReferral' },
  ];
}

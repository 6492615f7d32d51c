// The one recruiting pipeline's stages and legal moves (the state machine in docs/domain.md), in one pure
// module shared by the API, which refuses anything else with conflict_state, and the pages, which offer
// only these moves. No server imports: browser bundles load this file.
import type { ApplicationSource, ApplicationStage, ReferralStatus } from '@/db/schema/enums';

export {
  APPLICATION_SOURCES,
  APPLICATION_STAGES,
  REFERRAL_STATUSES,
  type ApplicationSource,
  type ApplicationStage,
  type ReferralStatus,
} from '@/db/schema/enums';

const ENDINGS = ['rejected', 'withdrawn'] as const;

/** applied -> screening -> interviewing -> offered -> hired; any open stage -> rejected or withdrawn. */
export const NEXT_STAGES: Record<ApplicationStage, readonly ApplicationStage[]> = {
  applied: ['screening', ...ENDINGS],
  screening: ['interviewing', ...ENDINGS],
  interviewing: ['offered', ...ENDINGS],
  offered: ['hired', ...ENDINGS],
  hired: [],
  rejected: [],
  withdrawn: [],
};

/** How a stage reads to people, in messages, columns and badges alike. */
export const STAGE_LABELS: Record<ApplicationStage, string> = {
  applied: 'Applied',
  screening: 'Screening',
  interviewing: 'Interviewing',
  offered: 'Offered',
  hired: 'Hired',
  rejected: 'Rejected',
  withdrawn: 'Withdrawn',
};

/** Where an application came from, as a sentence's end: "Kavya Menon applied through the career site". */
export const SOURCE_LABELS: Record<ApplicationSource, string> = {
  career_site: 'applied through the career site',
  referral: 'was referred',
  recruiter: 'was added by a recruiter',
  api: 'came from a connected system',
};

/**
 * How an application came in, as a sentence's end ("applied through the career site", "was referred by
 * Kavya Menon"): the referrer by name, never by username. A referral of someone who had already applied
 * joins their application, which keeps its own source.
 */
export function sourceWords(source: ApplicationSource, referrerName?: string | null): string {
  if (!referrerName) return SOURCE_LABELS[source];
  const referred = `${SOURCE_LABELS.referral} by ${referrerName}`;
  return source === 'referral' ? referred : `${SOURCE_LABELS[source]} and ${referred}`;
}

export function canMoveTo(from: ApplicationStage, to: ApplicationStage): boolean {
  return NEXT_STAGES[from].includes(to);
}

export function isFinalStage(stage: ApplicationStage): boolean {
  return NEXT_STAGES[stage].length === 0;
}

/** A referral's status in the spec's listing: its application's stage, `submitted` for `applied`. */
export function referralStatusOf(stage: ApplicationStage): ReferralStatus {
  return stage === 'applied' ? 'submitted' : stage;
}

export function stageOfReferralStatus(status: ReferralStatus): ApplicationStage {
  return status === 'submitted' ? 'applied' : status;
}

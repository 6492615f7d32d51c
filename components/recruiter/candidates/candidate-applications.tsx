'use client';

import Link from 'next/link';
import { useId, useRef, useState } from 'react';
import { jobHref } from '@/components/recruiter/jobs/jobs-url';
import { OrgTime } from '@/components/ui/org-time';
import { NEXT_STAGES, STAGE_LABELS, type ApplicationStage } from '@/lib/applications/stages';
import type { CandidateApplication, CandidateNote, CandidateRecord } from '@/lib/candidates/hooks';
import { MoveForm, NoteForm } from './application-forms';
import { StageBadge } from '@/components/ui/stage-badge';
import { sourceWords } from '@/lib/applications/stages';
import { DetailSection, displayName, NotGiven } from './detail-parts';

type StageMove = CandidateApplication['history'][number];

function MoveTitle({ move }: { move: StageMove }) {
  if (!move.from) return <>Added at {STAGE_LABELS[move.to]}</>;
  return (
    <>
      {STAGE_LABELS[move.from]} <span aria-hidden="true">→</span>
      <span className="sr-only"> to</span> {STAGE_LABELS[move.to]}
    </>
  );
}

/** Every move of one application, oldest first (as the API gives them), with who made it, when and why. */
function StageHistory({ label, history }: { label: string; history: StageMove[] }) {
  if (history.length === 0) return <NotGiven>No moves recorded.</NotGiven>;
  return (
    <ol aria-label={label} className="space-y-3 border-l-2 border-gray-200 pl-4">
      {history.map((move, i) => (
        <li key={`${move.at}-${i}`} className="relative text-sm">
          <span aria-hidden="true" className="absolute top-1.5 -left-[1.4rem] size-2.5 rounded-full bg-indigo-600" />
          <p className="font-semibold text-gray-900">
            <MoveTitle move={move} />
          </p>
          <p className="text-gray-700">
            by {move.byName}, <OrgTime iso={move.at} />
          </p>
          {move.note ? <p className="mt-1 break-words whitespace-pre-line text-gray-900">“{move.note}”</p> : null}
        </li>
      ))}
    </ol>
  );
}

/** Notes oldest first, each with its author's name and time. */
function NoteList({ label, notes, empty }: { label: string; notes: CandidateNote[]; empty: string }) {
  if (notes.length === 0) return <NotGiven>{empty}</NotGiven>;
  return (
    <ul aria-label={label} className="space-y-3">
      {notes.map((note) => (
        <li key={note.noteId} className="rounded-md bg-gray-50 p-3 text-sm ring-1 ring-gray-200 ring-inset">
          <p className="break-words whitespace-pre-line text-gray-900">{note.body}</p>
          <p className="mt-1 text-gray-700">
            {note.authorName}, <OrgTime iso={note.createdAt} />
          </p>
        </li>
      ))}
    </ul>
  );
}

type ApplicationCardProps = { candidateId: string; name: string; application: CandidateApplication; notes: CandidateNote[] };

/** One application: its job, stage and source, the move control and its history, and its notes. */
function ApplicationCard({ candidateId, name, application, notes }: ApplicationCardProps) {
  const { jobCode, jobTitle, stage, source, referrer } = application;
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [notice, setNotice] = useState('');
  const final = NEXT_STAGES[stage].length === 0;
  const subject = { candidateId, name, application };

  function moved(to: ApplicationStage) {
    setNotice(`Moved to ${STAGE_LABELS[to]}.`);
    // The control just used may be gone (a final stage offers none): keep keyboard focus on this application.
    heading.current?.focus();
  }

  return (
    <li>
      <article aria-labelledby={headingId} className="space-y-4 rounded-lg border border-gray-200 p-4">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            <h3 id={headingId} ref={heading} tabIndex={-1} className="text-base font-semibold break-words text-gray-900 focus:outline-none">
              <Link href={jobHref(jobCode)} className="text-indigo-800 underline">
                {jobTitle}
              </Link>
            </h3>
            <p className="font-mono text-xs text-gray-700">{jobCode}</p>
          </div>
          <StageBadge stage={stage} />
        </div>
        <p className="text-sm text-gray-800">
          {name} {sourceWords(source, referrer?.displayName)} on <OrgTime iso={application.createdAt} />.
        </p>
        <div className="grid gap-6 md:grid-cols-2">
          <div className="min-w-0 space-y-3">
            <h4 className="text-sm font-semibold text-gray-900">Stage</h4>
            {final ? (
              <p className="text-sm text-gray-700">{STAGE_LABELS[stage]} is final: this application cannot move any more.</p>
            ) : (
              <MoveForm {...subject} onMoved={moved} />
            )}
            <p role="status" className="text-sm font-medium text-green-800 empty:hidden">
              {notice}
            </p>
            <h4 className="text-sm font-semibold text-gray-900">History</h4>
            <StageHistory label={`Stage history for ${jobTitle}`} history={application.history} />
          </div>
          <div className="min-w-0 space-y-3">
            <h4 className="text-sm font-semibold text-gray-900">Notes</h4>
            <NoteList label={`Notes for ${jobTitle}`} notes={notes} empty="No notes yet." />
            <NoteForm {...subject} />
          </div>
        </div>
      </article>
    </li>
  );
}

/**
 * Every application of the candidate, newest first, each with its own stage, history and notes. Notes
 * tied to no application (the history the migration to applications could not place) are about the person.
 */
export function CandidateApplications({ candidate }: { candidate: CandidateRecord }) {
  const name = displayName(candidate);
  const ids = new Set(candidate.applications.map((a) => a.applicationId));
  const aboutThePerson = candidate.notes.filter((note) => note.applicationId === null || !ids.has(note.applicationId));
  return (
    <>
      <DetailSection title="Applications">
        {candidate.applications.length === 0 ? (
          <NotGiven>{name} has not applied to any job yet.</NotGiven>
        ) : (
          <ul className="space-y-4">
            {candidate.applications.map((application) => (
              <ApplicationCard
                key={application.applicationId}
                candidateId={candidate.candidateId}
                name={name}
                application={application}
                notes={candidate.notes.filter((note) => note.applicationId === application.applicationId)}
              />
            ))}
          </ul>
        )}
      </DetailSection>
      {aboutThePerson.length > 0 ? (
        <DetailSection title="Notes about the person">
          <NoteList label="Notes about the person" notes={aboutThePerson} empty="" />
        </DetailSection>
      ) : null}
    </>
  );
}

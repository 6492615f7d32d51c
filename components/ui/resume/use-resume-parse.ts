'use client';

import { useEffect, useRef, useState } from 'react';
import type { ParsedResumeResponse } from '@/lib/candidates/parse-schemas';
import { ApiRequestError } from '@/lib/client/fetch-json';
import { requestPath } from '@/lib/client/api';
import { parseResumeOp } from '@/lib/client/operations/candidates.gen';
import { isAbortError, uploadJson } from '@/lib/client/upload';
import { resumeFileProblem } from './resume-file';

export type ResumeState =
  | { step: 'empty' }
  | { step: 'uploading'; file: File; fraction: number | null }
  /** Sent; the server is extracting the text and guessing the fields. */
  | { step: 'reading'; file: File }
  | { step: 'read'; file: File }
  /** Not read for a reason that is not the file's fault (rate limit, network): it is still attached. */
  | { step: 'unread'; file: File; message: string }
  /** The file itself will not do (encrypted, damaged, not a resume, too large): another one is needed. */
  | { step: 'refused'; message: string };

/** The file that goes with the form, if any. */
export function attachedFile(state: ResumeState): File | null {
  return state.step === 'empty' || state.step === 'refused' ? null : state.file;
}

export function isReading(state: ResumeState): boolean {
  return state.step === 'uploading' || state.step === 'reading';
}

function failedState(file: File, error: unknown): ResumeState {
  if (error instanceof ApiRequestError && (error.status === 400 || error.status === 413)) return { step: 'refused', message: error.detail };
  const reason = error instanceof ApiRequestError ? error.detail : 'Something went wrong.';
  return { step: 'unread', file, message: `We could not read the resume just now: ${reason} Fill in the form yourself; the file will still be sent with it.` };
}

/**
 * The resume picked for the form: sends it to be read (parseResumeOp) with upload progress and hands
 * the answer to `onParsed` (awaited, so the form is filled before the reading counts as done). Picking
 * another file cancels a reading still under way.
 */
export function useResumeParse(onParsed: (parsed: ParsedResumeResponse) => void | Promise<void>) {
  const [state, setState] = useState<ResumeState>({ step: 'empty' });
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);

  async function choose(file: File) {
    running.current?.abort();
    const problem = resumeFileProblem(file);
    if (problem) return setState({ step: 'refused', message: problem });

    const controller = new AbortController();
    running.current = controller;
    // Updates from a cancelled upload must not overwrite the state of the file picked after it.
    const update = (next: (current: ResumeState) => ResumeState) => setState((current) => (controller.signal.aborted ? current : next(current)));
    update(() => ({ step: 'uploading', file, fraction: 0 }));
    const body = new FormData();
    body.append('file', file, file.name);
    try {
      const parsed = await uploadJson<ParsedResumeResponse>(requestPath(parseResumeOp), body, {
        signal: controller.signal,
        onProgress: (fraction) => update((s) => (s.step === 'uploading' ? { ...s, fraction } : s)),
        onSent: () => update((s) => (s.step === 'uploading' ? { step: 'reading', file } : s)),
      });
      if (controller.signal.aborted) return;
      await onParsed(parsed);
      update(() => ({ step: 'read', file }));
    } catch (error) {
      if (!isAbortError(error)) update(() => failedState(file, error));
    }
  }

  /** The server refused the attached file when the form was sent: ask for another. */
  function refuse(message: string) {
    running.current?.abort();
    setState({ step: 'refused', message });
  }

  return { state, choose, refuse };
}

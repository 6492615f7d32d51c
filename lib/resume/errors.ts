/** Why a resume file was refused; stable codes the API can map to its own error shape. */
export type ResumeErrorReason =
  | 'unsupported_type'
  | 'extension_mismatch'
  | 'too_large'
  | 'empty'
  | 'encrypted'
  | 'corrupt'
  // Beyond what we let a reader spend on one file (lib/resume/complexity.ts, the parse pool's limits).
  | 'too_complex'
  // Every parse worker is busy and the queue is full: nothing wrong with the file.
  | 'busy';

/**
 * The only error the resume library lets escape for bad input: `message` is plain English that can be
 * shown to the person who uploaded the file, `reason` is for code.
 */
export class ResumeError extends Error {
  readonly reason: ResumeErrorReason;

  constructor(reason: ResumeErrorReason, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ResumeError';
    this.reason = reason;
  }
}

export const MESSAGES = {
  unsupported: 'This file is not a PDF, DOCX, DOC, RTF or plain-text resume.',
  oldDoc: 'We could not read this old Word (.doc) file; please save it as DOCX or PDF and upload it again.',
  empty: 'We could not find any text in this file; is it a scanned image?',
  encryptedPdf: 'This PDF is password-protected; upload a copy without a password.',
  encryptedWord: 'This Word file is password-protected; upload a copy without a password.',
  tooComplex:
    'This file is too complex for us to read safely. Export it again as a simple PDF or DOCX (for example with "Save as PDF"), ' +
    'or upload it as plain text, and try again.',
  busy: 'We are reading many resumes right now; please try again in a few seconds.',
} as const;

export function corrupt(kind: string, cause?: unknown): ResumeError {
  return new ResumeError('corrupt', `This ${kind} file is damaged and cannot be read; please export it again and re-upload.`, { cause });
}

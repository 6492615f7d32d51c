import { ApiError } from '@/lib/api/errors';
import { decodeBase64Field } from '@/lib/files/base64';
import { fileSha256 } from '@/lib/files/store';
import { checkResume, MAX_RESUME_BYTES, ResumeError, type ResumeType } from '@/lib/resume';

export const RESUME_CONTENT_TYPES: Record<ResumeType, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  doc: 'application/msword',
  rtf: 'application/rtf',
  txt: 'text/plain; charset=utf-8',
};

export interface ResumeFile {
  bytes: Buffer;
  type: ResumeType;
  contentType: string;
  sha256: string;
}

/** Seconds a caller told the parse pool is busy should wait: about one parse's deadline. */
const BUSY_RETRY_SECONDS = 5;

/**
 * A resume problem in the parser's plain words: a 400 naming the field; a 422 `file_rejected` for a file
 * beyond what we let a reader spend on it (nothing wrong with the request, the file needs exporting
 * again); a 429 when every parse worker is taken.
 */
export function resumeProblem(err: ResumeError, path = 'resume'): ApiError {
  if (err.reason === 'too_complex') return new ApiError('file_rejected', err.message, { errors: [{ path, message: err.message }], extra: { reason: err.reason } });
  if (err.reason === 'busy') return new ApiError('rate_limited', err.message, { headers: { 'Retry-After': String(BUSY_RETRY_SECONDS) } });
  return new ApiError('validation_failed', err.message, { errors: [{ path, message: err.message }], extra: { reason: err.reason } });
}

/** Decodes a base64 resume and checks its size and, by content, its type against the declared extension. */
export function decodeResumeBytes(resume: string, extension: string | undefined): { bytes: Buffer; type: ResumeType } {
  const bytes = decodeBase64Field(resume, 'resume', MAX_RESUME_BYTES, 'resume');
  try {
    return { bytes, type: checkResume(bytes, extension) };
  } catch (err) {
    if (err instanceof ResumeError) throw resumeProblem(err);
    throw err;
  }
}

/** A checked resume ready to store: decodeResumeBytes, with its content type and hash. */
export function decodeResume(resume: string, extension: string | undefined): ResumeFile {
  const { bytes, type } = decodeResumeBytes(resume, extension);
  // Hashed here, before any transaction, so the write lock is not held while a megabyte is hashed.
  return { bytes, type, contentType: RESUME_CONTENT_TYPES[type], sha256: fileSha256(bytes) };
}

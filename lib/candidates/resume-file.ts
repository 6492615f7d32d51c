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

/** A resume problem as a 400 naming the field, in the parser's plain words. */
export function resumeProblem(err: ResumeError, path = 'resume'): ApiError {
  return new ApiError('validation_failed', err.message, { errors: [{ path, message: err.message }], extra: { reason: err.reason } });
}

/** Decodes a base64 resume and checks its size and, by content, its type against the declared extension. */
export async function decodeResume(resume: string, extension: string | undefined): Promise<ResumeFile> {
  const bytes = decodeBase64Field(resume, 'resume', MAX_RESUME_BYTES, 'resume');
  let type: ResumeType;
  try {
    type = checkResume(bytes, extension);
  } catch (err) {
    if (err instanceof ResumeError) throw resumeProblem(err);
    throw err;
  }
  // Hashed here, before any transaction, so the write lock is not held while a megabyte is hashed.
  return { bytes, type, contentType: RESUME_CONTENT_TYPES[type], sha256: await fileSha256(bytes) };
}

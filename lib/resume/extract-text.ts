import { checkDocxArchive, checkPdfStreams } from './complexity';
import type { ResumeType } from './detect-type';
import { corrupt, MESSAGES, ResumeError } from './errors';
import { normaliseText } from './normalise-text';
import { pdfToText } from './pdf-text';
import { rtfToText } from './rtf-text';
import { decodeText } from './text-decode';
import { docToText, docxToText } from './word-text';

const EXTRACTORS: Record<ResumeType, (bytes: Buffer) => string | null | Promise<string>> = {
  pdf: pdfToText,
  docx: docxToText,
  doc: docToText,
  rtf: rtfToText,
  txt: decodeText,
};

/** Checks of what a file would make its reader do, run before the reader is given it. */
const CHECKS: Partial<Record<ResumeType, (bytes: Buffer) => void>> = { pdf: checkPdfStreams, docx: checkDocxArchive };

const KIND: Record<ResumeType, string> = { pdf: 'PDF', docx: 'Word', doc: 'Word', rtf: 'RTF', txt: 'text' };

/**
 * The text of a resume of a known type, normalised. Any failure of the underlying reader becomes a
 * ResumeError ('corrupt' unless the reader said something more precise), so callers see one error type.
 */
export async function extractText(bytes: Buffer, type: ResumeType): Promise<string> {
  CHECKS[type]?.(bytes);
  let text: string | null;
  try {
    text = await EXTRACTORS[type](bytes);
  } catch (err) {
    if (err instanceof ResumeError) throw err;
    throw corrupt(KIND[type], err);
  }
  if (text === null) throw corrupt(KIND[type]);
  const clean = normaliseText(text);
  // A scanned PDF has pages but no text layer; a blank document has nothing: both are "no text".
  if (!/[\p{L}\p{N}]/u.test(clean)) throw new ResumeError('empty', MESSAGES.empty);
  return clean;
}

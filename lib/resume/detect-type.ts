import { MESSAGES, ResumeError } from './errors';
import { decodeText } from './text-decode';
import { zipEntryNames } from './zip-names';

export type ResumeType = 'pdf' | 'docx' | 'doc' | 'rtf' | 'txt';

export const MAX_RESUME_BYTES = 5 * 1024 * 1024;

const OLE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const ZIP = Buffer.from('PK\x03\x04', 'latin1');
const PDF = Buffer.from('%PDF-', 'latin1');
// pdf.js accepts junk before the header (some generators and mail gateways add it), so look a little way in.
const PDF_HEADER_WINDOW = 1024;
// OLE directory entries name their streams in UTF-16LE.
const WORD_STREAM = Buffer.from('WordDocument', 'utf16le');
const ENCRYPTED_PACKAGE = Buffer.from('EncryptedPackage', 'utf16le');

const EXTENSIONS: Record<string, ResumeType> = { pdf: 'pdf', docx: 'docx', doc: 'doc', rtf: 'rtf', txt: 'txt', text: 'txt' };

/** What a resume file really is, judged by its content alone; null when it is none of the accepted types. */
export function detectResumeType(bytes: Buffer): ResumeType | null {
  if (bytes.length === 0) return null;
  const head = bytes.subarray(0, PDF_HEADER_WINDOW);
  if (head.indexOf(PDF) >= 0) return 'pdf';
  if (bytes.subarray(0, 4).equals(ZIP)) return zipEntryNames(bytes).includes('word/document.xml') ? 'docx' : null;
  if (bytes.subarray(0, 8).equals(OLE)) return bytes.includes(WORD_STREAM) || bytes.includes(ENCRYPTED_PACKAGE) ? 'doc' : null;
  if (head.toString('latin1').replace(/^\xEF\xBB\xBF/, '').trimStart().startsWith('{\\rtf')) return 'rtf';
  return decodeText(bytes) === null ? null : 'txt';
}

/**
 * The type of an uploaded resume, after checking its size, that its content is a type we read, and that
 * the extension the uploader declared agrees with the content. Throws ResumeError otherwise.
 */
export function checkResume(bytes: Buffer, declaredExtension?: string | null): ResumeType {
  if (bytes.length === 0) throw new ResumeError('empty', MESSAGES.empty);
  if (bytes.length > MAX_RESUME_BYTES) throw new ResumeError('too_large', 'This file is larger than 5 MB; upload a smaller resume.');
  const declared = declaredType(declaredExtension);
  const type = detectResumeType(bytes);
  if (type === null) throw new ResumeError('unsupported_type', MESSAGES.unsupported);
  // Office encrypts a DOCX by wrapping it in an OLE file, so it looks like a .doc: say what is really wrong.
  if (type === 'doc' && bytes.includes(ENCRYPTED_PACKAGE)) throw new ResumeError('encrypted', MESSAGES.encryptedWord);
  if (declared && declared.type !== type) {
    throw new ResumeError(
      'extension_mismatch',
      `This file is named .${declared.extension} but its content is ${LABELS[type]}; rename it or upload the right file.`,
    );
  }
  return type;
}

const LABELS: Record<ResumeType, string> = {
  pdf: 'a PDF document',
  docx: 'a Word (DOCX) document',
  doc: 'an old Word (DOC) document',
  rtf: 'an RTF document',
  txt: 'plain text',
};

function declaredType(declaredExtension: string | null | undefined): { extension: string; type: ResumeType } | null {
  if (declaredExtension == null || declaredExtension.trim() === '') return null;
  const extension = declaredExtension.trim().replace(/^.*\./, '').toLowerCase();
  const type = EXTENSIONS[extension];
  if (!type) throw new ResumeError('unsupported_type', `Files ending in .${extension} are not accepted; upload a PDF, DOCX, DOC, RTF or TXT resume.`);
  return { extension, type };
}

// The resume file in the browser: what may be picked, checks that save a pointless upload, and base64.

const EXTENSIONS = ['pdf', 'docx', 'doc', 'rtf', 'txt'] as const;

/** For the file input's accept attribute. */
export const RESUME_ACCEPT = EXTENSIONS.map((e) => `.${e}`).join(',');

/** The server's limit (MAX_RESUME_BYTES in lib/resume, which is server code the browser must not load). */
const MAX_BYTES = 5 * 1024 * 1024;

/** "CV.Final.PDF" -> "pdf"; "" when the name has none. */
export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot > 0 ? fileName.slice(dot + 1).toLowerCase() : '';
}

/** Why this file will not do, in the server's words, or null to send it. The server checks the content. */
export function resumeFileProblem(file: File): string | null {
  if (!(EXTENSIONS as readonly string[]).includes(extensionOf(file.name))) return 'Choose a PDF, Word (DOCX or DOC), RTF or plain-text file.';
  if (file.size === 0) return 'This file is empty; choose your resume file.';
  if (file.size > MAX_BYTES) return 'This file is larger than 5 MB; upload a smaller resume.';
  return null;
}

/** "240 KB" / "1.2 MB", for showing which file is attached. */
export function fileSizeLabel(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** The file's bytes in base64, as the candidate API's `resume` field takes them. */
export function readBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    // A data: URL is "data:<type>;base64,<data>"; the browser encodes natively, without a string copy per byte.
    reader.onload = () => resolve(String(reader.result).slice(String(reader.result).indexOf(',') + 1));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsDataURL(file);
  });
}

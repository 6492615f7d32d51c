import { LIMITS, tooComplex } from './complexity';
import { MESSAGES, ResumeError } from './errors';
import { layoutPage } from './pdf-layout';

/**
 * PDF text through unpdf: it ships a serverless build of pdf.js that runs without a worker (nothing to
 * wire up in Node or a Next.js server bundle) and is loaded only when the first PDF arrives.
 */
export async function pdfToText(bytes: Buffer): Promise<string> {
  const { getDocumentProxy, extractTextItems, extractLinks } = await import('unpdf');
  let pdf;
  try {
    // A copy: pdf.js may transfer (detach) the buffer it is given, and a Buffer can share Node's pool.
    pdf = await getDocumentProxy(new Uint8Array(bytes), { verbosity: 0, isEvalSupported: false });
  } catch (err) {
    if (err instanceof Error && err.name === 'PasswordException') {
      throw new ResumeError('encrypted', MESSAGES.encryptedPdf, { cause: err });
    }
    throw err;
  }
  try {
    if (pdf.numPages > LIMITS.pdfPages) throw tooComplex(`${pdf.numPages} pages`);
    const [{ items }, { links }] = await Promise.all([extractTextItems(pdf), extractLinks(pdf).catch(() => ({ links: [] }))]);
    const text = items.map((page) => layoutPage(page)).join('\n\n');
    // A "LinkedIn" label is often a link whose address is only in the annotation: keep those addresses.
    const hidden = [...new Set(links)].filter((link) => !text.includes(link.replace(/^(https?:\/\/)?(www\.)?/, '')));
    return hidden.length > 0 ? `${text}\n\n${hidden.join('\n')}` : text;
  } finally {
    await pdf.destroy();
  }
}

import { MESSAGES, ResumeError } from './errors';

/** DOCX body text through mammoth, the maintained DOCX reader; loaded on first use. */
export async function docxToText(bytes: Buffer): Promise<string> {
  const mammoth = await import('mammoth');
  const { value } = await (mammoth.default ?? mammoth).extractRawText({ buffer: bytes });
  return value;
}

/**
 * Old binary Word (.doc) text through word-extractor, which reads the OLE container's text runs. When it
 * cannot, the file is refused with advice to re-save it, since there is no other reader to fall back on.
 */
export async function docToText(bytes: Buffer): Promise<string> {
  const { default: WordExtractor } = await import('word-extractor');
  try {
    const doc = await new WordExtractor().extract(bytes);
    // Word templates often put the name and contact line in the page header.
    return [doc.getHeaders({ includeFooters: false }), doc.getBody(), doc.getTextboxes({ includeHeadersAndFooters: false })].join('\n');
  } catch (err) {
    throw new ResumeError('corrupt', MESSAGES.oldDoc, { cause: err });
  }
}

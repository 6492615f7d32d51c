/**
 * What an uploaded file may make a reader do. A resume is a few pages, yet a 100 KB DOCX can unpack to
 * gigabytes of XML and a 60 KB PDF to millions of drawing operators; the readers (mammoth, pdf.js) would
 * spend seconds of CPU and gigabytes of heap on them. These checks read the container's own bookkeeping
 * and unpack what the readers would unpack, each inflation capped (`maxOutputLength`), so a lying header
 * costs no more than an honest one; the worker thread's heap limit and deadline catch what slips through.
 * They run in the parse worker: inflating megabytes is no work for the request thread.
 */
import { inflateRawSync, inflateSync, constants as zlib } from 'node:zlib';
import { corrupt, MESSAGES, ResumeError } from './errors';

const MiB = 1024 * 1024;

export const LIMITS = {
  /** Entries in a DOCX: a resume has 10-30 parts, a few hundred with images. */
  zipEntries: 1000,
  /** Everything a DOCX declares it unpacks to, images included. */
  zipUnpacked: 64 * MiB,
  /** One XML part (the body, headers, styles), unpacked: a long resume's body is a few hundred KB. */
  zipXmlPart: 4 * MiB,
  /** All XML parts together, unpacked. */
  zipXml: 8 * MiB,
  /** Unpacked over packed size of an entry (or the whole archive) of more than a mebibyte. */
  compressionRatio: 100,
  /** One PDF stream, unpacked (a page's drawing, a font). */
  pdfStream: 8 * MiB,
  /** All PDF streams together, unpacked. */
  pdfStreams: 32 * MiB,
  /** Drawing operators in all of a PDF's content streams: a dense page has a few thousand. */
  pdfOperators: 300_000,
  /** Pages of a PDF. */
  pdfPages: 50,
} as const;

export function tooComplex(why: string, cause?: unknown): ResumeError {
  return new ResumeError('too_complex', MESSAGES.tooComplex, { cause: cause ?? new Error(why) });
}

/** Inflates with a cap; null when the data is not valid (the reader will say it is damaged). */
function inflateCapped(data: Buffer, raw: boolean, cap: number, what: string): Buffer | null {
  try {
    const options = { maxOutputLength: cap, finishFlush: zlib.Z_SYNC_FLUSH };
    return raw ? inflateRawSync(data, options) : inflateSync(data, options);
  } catch (err) {
    if (err instanceof RangeError) throw tooComplex(`${what} unpacks to more than ${cap} bytes`, err);
    return null;
  }
}

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
const ZIP64 = 0xffffffff;

/**
 * Checks a DOCX's central directory (entry count, declared sizes, compression ratios), then unpacks each
 * XML part with a cap, since the sizes a directory declares may be lies.
 */
export function checkDocxArchive(bytes: Buffer): void {
  let end = -1;
  for (let at = bytes.length - 22; at >= Math.max(0, bytes.length - 22 - 0xffff); at--) {
    if (bytes.readUInt32LE(at) === EOCD) {
      end = at;
      break;
    }
  }
  if (end < 0) throw corrupt('Word');
  const count = bytes.readUInt16LE(end + 10);
  if (count > LIMITS.zipEntries) throw tooComplex(`${count} ZIP entries`);
  let pos = bytes.readUInt32LE(end + 16);
  let declared = 0;
  let xml = 0;
  for (let i = 0; i < count; i++) {
    if (pos + 46 > bytes.length || bytes.readUInt32LE(pos) !== CENTRAL) throw corrupt('Word');
    const method = bytes.readUInt16LE(pos + 10);
    const packed = bytes.readUInt32LE(pos + 20);
    const unpacked = bytes.readUInt32LE(pos + 24);
    const nameLength = bytes.readUInt16LE(pos + 28);
    const offset = bytes.readUInt32LE(pos + 42);
    const name = bytes.toString('utf8', pos + 46, Math.min(bytes.length, pos + 46 + nameLength));
    pos += 46 + nameLength + bytes.readUInt16LE(pos + 30) + bytes.readUInt16LE(pos + 32);
    // ZIP64 exists for archives over 4 GiB; no resume needs it.
    if (packed === ZIP64 || unpacked === ZIP64 || offset === ZIP64) throw tooComplex('ZIP64 entry');
    declared += unpacked;
    if (declared > LIMITS.zipUnpacked) throw tooComplex(`entries declare more than ${LIMITS.zipUnpacked} bytes`);
    if (unpacked > MiB && unpacked > LIMITS.compressionRatio * Math.max(packed, 1)) throw tooComplex(`${name} compressed ${unpacked}:${packed}`);
    if (!/\.(xml|rels)$/i.test(name)) continue;
    // The readers unpack every XML part: unpack it here too, whatever its header says it holds.
    const data = localData(bytes, offset, packed);
    if (!data) throw corrupt('Word');
    const cap = Math.min(LIMITS.zipXmlPart, LIMITS.zipXml - xml) + 1;
    const size = method === 8 ? (inflateCapped(data, true, cap, name)?.length ?? 0) : method === 0 ? data.length : 0;
    if (size >= cap) throw tooComplex(`${name} unpacks to ${size} bytes or more`);
    xml += size;
  }
  if (declared > MiB && declared > LIMITS.compressionRatio * bytes.length) throw tooComplex(`archive compressed ${declared}:${bytes.length}`);
}

function localData(bytes: Buffer, offset: number, packed: number): Buffer | null {
  if (offset + 30 > bytes.length || bytes.readUInt32LE(offset) !== LOCAL) return null;
  const start = offset + 30 + bytes.readUInt16LE(offset + 26) + bytes.readUInt16LE(offset + 28);
  return start + packed <= bytes.length ? bytes.subarray(start, start + packed) : null;
}

/**
 * Unpacks every Flate stream of a PDF with a cap and counts the operators of its content streams (page
 * drawings and form XObjects), before pdf.js is given the file. Images are not unpacked: reading text
 * never decodes them.
 */
export function checkPdfStreams(bytes: Buffer): void {
  const text = bytes.toString('latin1');
  const streamKeyword = /\bstream(\r\n|\n|\r)/g;
  let total = 0;
  let operators = 0;
  for (let match = streamKeyword.exec(text); match; match = streamKeyword.exec(text)) {
    const start = match.index + match[0].length;
    const stop = text.indexOf('endstream', start);
    if (stop < 0) break;
    streamKeyword.lastIndex = stop + 9;
    const dictionary = text.slice(Math.max(0, text.lastIndexOf(' obj', match.index)), match.index);
    const subtype = /\/Subtype\s*\/(\w+)/.exec(dictionary)?.[1];
    const content = (subtype === undefined || subtype === 'Form') && !/\/Length[123]\b|\/Type\s*\/(XRef|ObjStm|Metadata|EmbeddedFile)\b/.test(dictionary);
    if (subtype === 'Image') continue;
    let data: Buffer | null = bytes.subarray(start, stop);
    if (/\/(FlateDecode|Fl)\b/.test(dictionary)) {
      data = inflateCapped(data, false, Math.min(LIMITS.pdfStream, LIMITS.pdfStreams - total) + 1, 'a PDF stream');
      if (!data) continue;
      if (data.length > Math.min(LIMITS.pdfStream, LIMITS.pdfStreams - total)) throw tooComplex(`a PDF stream unpacks to ${data.length} bytes or more`);
      total += data.length;
    }
    if (content) {
      operators += countOperators(data, LIMITS.pdfOperators - operators);
      if (operators > LIMITS.pdfOperators) throw tooComplex(`more than ${LIMITS.pdfOperators} operators`);
    }
  }
}

const WHITE = new Set([0x00, 0x09, 0x0a, 0x0c, 0x0d, 0x20]);
const DELIMITERS = new Set([...'()<>[]{}/%'].map((c) => c.charCodeAt(0)));
const isLetter = (b: number) => (b >= 0x41 && b <= 0x5a) || (b >= 0x61 && b <= 0x7a) || b === 0x27 || b === 0x22;

/**
 * The operators in a content stream (keywords like `q`, `Tj`, `re`), skipping strings, names and
 * comments; stops counting past `cap`. Inline image data may count a few more: an upper bound is enough.
 */
export function countOperators(data: Buffer, cap: number): number {
  let count = 0;
  let i = 0;
  while (i < data.length && count <= cap) {
    const b = data[i] ?? 0;
    if (b === 0x28) {
      // A literal string: balanced parentheses, backslash escapes.
      let depth = 1;
      i++;
      while (i < data.length && depth > 0) {
        const c = data[i];
        if (c === 0x5c) i++;
        else if (c === 0x28) depth++;
        else if (c === 0x29) depth--;
        i++;
      }
    } else if (b === 0x25) {
      while (i < data.length && data[i] !== 0x0a && data[i] !== 0x0d) i++;
    } else if (WHITE.has(b) || DELIMITERS.has(b)) {
      const name = b === 0x2f;
      i++;
      // A name's characters are not an operator.
      if (name) while (i < data.length && !WHITE.has(data[i] ?? 0) && !DELIMITERS.has(data[i] ?? 0)) i++;
    } else {
      if (isLetter(b)) count++;
      while (i < data.length && !WHITE.has(data[i] ?? 0) && !DELIMITERS.has(data[i] ?? 0)) i++;
    }
  }
  return count;
}

/**
 * RTF to plain text. Written here because the npm RTF readers are unmaintained (rtf-parser and
 * @iarna/rtf-to-html have had no release in years) or need a DOM (rtf.js), and text extraction only needs
 * a small subset of RTF: groups, paragraph/tab control words, \'hh and \uN escapes, and skipping the
 * destinations that hold no body text (font and colour tables, styles, metadata, pictures, field codes).
 * Lenient by design: unbalanced braces or unknown control words never throw.
 */
const SKIPPED_DESTINATIONS = new Set([
  'fonttbl', 'colortbl', 'stylesheet', 'info', 'pict', 'object', 'fldinst', 'listtable', 'listoverridetable',
  'rsidtbl', 'generator', 'xmlnstbl', 'themedata', 'colorschememapping', 'datastore', 'latentstyles',
  'pgdsctbl', 'filetbl', 'revtbl', 'mmathPr', 'operator', 'author', 'bkmkstart', 'bkmkend', 'nonshppict',
]);

const WORD_TEXT: Record<string, string> = {
  par: '\n', line: '\n', sect: '\n\n', page: '\n\n', row: '\n', cell: '\t', tab: '\t',
  emdash: '\u2014', endash: '\u2013', bullet: '\u2022', lquote: '\u2018', rquote: '\u2019',
  ldblquote: '\u201c', rdblquote: '\u201d', emspace: ' ', enspace: ' ', qmspace: ' ',
};

const SYMBOL_TEXT: Record<string, string> = { '\\': '\\', '{': '{', '}': '}', '~': '\u00a0', '_': '\u2011', '-': '', '\n': '\n', '\r': '\n' };

interface GroupState {
  skip: boolean;
  /** How many fallback characters follow each \uN (set by \ucN). */
  uc: number;
}

export function rtfToText(bytes: Buffer): string {
  // latin1 maps each byte to one char, so \'hh escapes and raw 8-bit bytes can be decoded by code page later.
  const src = bytes.toString('latin1');
  const out: string[] = [];
  let pendingBytes: number[] = [];
  let decoder: ByteDecoder = CP1252;
  let state: GroupState = { skip: false, uc: 1 };
  const stack: GroupState[] = [];
  let fallbackToSkip = 0;

  const flushBytes = () => {
    if (pendingBytes.length > 0) out.push(decoder.decode(Uint8Array.from(pendingBytes)));
    pendingBytes = [];
  };
  const emit = (text: string) => {
    if (state.skip) return;
    flushBytes();
    out.push(text);
  };
  // Characters after \uN are a fallback for old readers: drop them, counting a \'hh escape as one.
  const emitChar = (text: string, byte?: number) => {
    if (fallbackToSkip > 0) {
      fallbackToSkip--;
      return;
    }
    if (state.skip) return;
    if (byte === undefined) emit(text);
    else pendingBytes.push(byte);
  };

  let i = 0;
  while (i < src.length) {
    const ch = src[i]!;
    if (ch === '{') {
      stack.push(state);
      state = { ...state };
      fallbackToSkip = 0;
      i++;
    } else if (ch === '}') {
      state = stack.pop() ?? state;
      fallbackToSkip = 0;
      i++;
    } else if (ch === '\\') {
      const word = /^\\([a-zA-Z]{1,32})(-?\d{1,10})? ?/.exec(src.slice(i, i + 48));
      if (word) {
        i += word[0].length;
        const name = word[1]!;
        const param = word[2] === undefined ? undefined : Number(word[2]);
        if (name === 'bin' && param !== undefined) {
          i += Math.max(0, param);
        } else if (name === 'u' && param !== undefined) {
          emitChar(String.fromCharCode(param < 0 ? param + 65536 : param));
          fallbackToSkip = state.uc;
        } else if (name === 'uc' && param !== undefined) {
          state.uc = Math.max(0, param);
        } else if (name === 'ansicpg' && param !== undefined) {
          decoder = codePageDecoder(param) ?? decoder;
        } else if (SKIPPED_DESTINATIONS.has(name)) {
          state.skip = true;
        } else if (WORD_TEXT[name] !== undefined) {
          emitChar(WORD_TEXT[name]);
        }
        continue;
      }
      const symbol = src[i + 1] ?? '';
      if (symbol === "'") {
        const byte = parseInt(src.slice(i + 2, i + 4), 16);
        if (!Number.isNaN(byte)) emitChar('', byte);
        i += 4;
      } else if (symbol === '*') {
        // \* marks a destination that readers which do not know it must skip, which is all of them here.
        state.skip = true;
        i += 2;
      } else {
        const text = SYMBOL_TEXT[symbol];
        if (text !== undefined) emitChar(text);
        i += 2;
      }
    } else {
      // Raw line breaks in RTF source are formatting of the file, not of the document.
      if (ch !== '\n' && ch !== '\r') emitChar('', ch.charCodeAt(0));
      i++;
    }
  }
  flushBytes();
  return out.join('');
}

interface ByteDecoder {
  decode(bytes: Uint8Array): string;
}

// Node's TextDecoder decodes "windows-1252" as Latin-1 (0x95 becomes U+0095, not "•"), so the code page
// nearly every RTF file uses gets its 0x80-0x9F block mapped here.
const CP1252_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';
const CP1252: ByteDecoder = {
  decode: (bytes) => Buffer.from(bytes).toString('latin1').replace(/[\x80-\x9f]/g, (ch) => CP1252_HIGH[ch.charCodeAt(0) - 0x80]!),
};

function codePageDecoder(codePage: number): ByteDecoder | null {
  if (codePage === 1252) return CP1252;
  try {
    return new TextDecoder(codePage === 65001 ? 'utf-8' : `windows-${codePage}`);
  } catch {
    return null;
  }
}

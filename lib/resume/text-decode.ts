/**
 * Decodes bytes that claim to be plain text: UTF-8 (BOM optional) or, when a BOM says so, UTF-16 as
 * Windows Notepad writes it. Returns null for anything that is not mostly printable text, so binary
 * files never pass as a .txt resume.
 */
const MAX_CONTROL_SHARE = 0.02;

export function decodeText(bytes: Uint8Array): string | null {
  const encoding = bomEncoding(bytes);
  let text: string;
  try {
    // fatal: invalid sequences mean "not text" rather than a string full of U+FFFD.
    text = new TextDecoder(encoding, { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return null;
  }
  if (encoding === 'utf-8' && text.includes('\0')) return null;
  return mostlyPrintable(text) ? text : null;
}

function bomEncoding(bytes: Uint8Array): 'utf-8' | 'utf-16le' | 'utf-16be' {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return 'utf-16le';
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return 'utf-16be';
  return 'utf-8';
}

function mostlyPrintable(text: string): boolean {
  let control = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    // Tab, line feed, vertical tab, form feed and carriage return are layout, not binary noise.
    const isControl = (c < 0x20 && (c < 0x09 || c > 0x0d)) || (c >= 0x7f && c < 0xa0);
    if (isControl && ++control > text.length * MAX_CONTROL_SHARE) return false;
  }
  return true;
}

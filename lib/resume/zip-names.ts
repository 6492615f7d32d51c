/**
 * Names of the entries in a ZIP archive, read from its central directory (the authoritative list), or,
 * when the directory is missing (a truncated upload), from the local file headers. Reading names only
 * is enough to tell a DOCX from any other ZIP without unpacking it.
 */
const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = Buffer.from('PK\x03\x04', 'latin1');
const MAX_ENTRIES = 10_000;

export function zipEntryNames(bytes: Buffer): string[] {
  return centralDirectoryNames(bytes) ?? localHeaderNames(bytes);
}

function centralDirectoryNames(bytes: Buffer): string[] | null {
  // The end-of-central-directory record is 22 bytes plus a comment of at most 65,535 bytes.
  const lowest = Math.max(0, bytes.length - 22 - 0xffff);
  for (let at = bytes.length - 22; at >= lowest; at--) {
    if (bytes.readUInt32LE(at) !== EOCD) continue;
    const count = bytes.readUInt16LE(at + 10);
    let pos = bytes.readUInt32LE(at + 16);
    const names: string[] = [];
    for (let i = 0; i < Math.min(count, MAX_ENTRIES); i++) {
      if (pos + 46 > bytes.length || bytes.readUInt32LE(pos) !== CENTRAL) return null;
      const nameLength = bytes.readUInt16LE(pos + 28);
      const skip = bytes.readUInt16LE(pos + 30) + bytes.readUInt16LE(pos + 32);
      names.push(bytes.toString('utf8', pos + 46, Math.min(bytes.length, pos + 46 + nameLength)));
      pos += 46 + nameLength + skip;
    }
    return names;
  }
  return null;
}

function localHeaderNames(bytes: Buffer): string[] {
  const names: string[] = [];
  for (let at = bytes.indexOf(LOCAL); at >= 0 && at + 30 <= bytes.length && names.length < MAX_ENTRIES; at = bytes.indexOf(LOCAL, at + 4)) {
    const nameLength = bytes.readUInt16LE(at + 26);
    names.push(bytes.toString('utf8', at + 30, Math.min(bytes.length, at + 30 + nameLength)));
  }
  return names;
}

/**
 * Files made to hurt a resume reader, built at test time: small uploads that unpack to tens of megabytes
 * (a DOCX of tiny paragraphs, a PDF of `q Q` operators), an archive of thousands of entries, and a
 * DOCX whose ZIP headers understate what its body unpacks to.
 */
import { crc32, deflateRawSync, deflateSync } from 'node:zlib';

const MiB = 1024 * 1024;

interface ZipEntry {
  name: string;
  data: Buffer;
  /** Deflate the entry (default: stored). */
  deflate?: boolean;
  /** The unpacked size the headers claim, when it should not be the true one. */
  declaredSize?: number;
}

/** A ZIP archive written by hand, so its headers can say anything. */
export function zipArchive(entries: readonly ZipEntry[]): Buffer {
  const parts: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const packed = entry.deflate ? deflateRawSync(entry.data, { level: 9 }) : entry.data;
    const method = entry.deflate ? 8 : 0;
    const size = entry.declaredSize ?? entry.data.length;
    const crc = crc32(entry.data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(method, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    parts.push(local, name, packed);
    centrals.push(central, name);
    offset += local.length + name.length + packed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...parts, directory, end]);
}

const CONTENT_TYPES =
  '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
  '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
  '<Default Extension="xml" ContentType="application/xml"/>' +
  '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>';
const RELS =
  '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
  '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>';
const W = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';

/** A document.xml of about `bytes` bytes of one-letter paragraphs. */
function paragraphsXml(bytes: number): Buffer {
  const head = `<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="${W}"><w:body>`;
  const tail = '</w:body></w:document>';
  const chunks: string[] = [head];
  let length = head.length + tail.length;
  const paragraph = '<w:p><w:r><w:t>a</w:t></w:r></w:p>';
  for (; length < bytes; length += paragraph.length) chunks.push(paragraph);
  chunks.push(tail);
  return Buffer.from(chunks.join(''));
}

function docx(document: Buffer, declaredSize?: number, extra: ZipEntry[] = []): Buffer {
  return zipArchive([
    { name: '[Content_Types].xml', data: Buffer.from(CONTENT_TYPES), deflate: true },
    { name: '_rels/.rels', data: Buffer.from(RELS), deflate: true },
    { name: 'word/document.xml', data: document, deflate: true, declaredSize },
    ...extra,
  ]);
}

/** About 120 KB whose word/document.xml unpacks to 40 MB of tiny paragraphs. */
export function docxBomb(): Buffer {
  return docx(paragraphsXml(40 * MiB));
}

/** The same body, but every header claims it unpacks to 20 KB. */
export function docxBombWithLyingSizes(): Buffer {
  return docx(paragraphsXml(40 * MiB), 20_000);
}

/** A DOCX of 2,000 entries, twice the limit: a readable document plus empty parts. */
export function docxOfManyEntries(): Buffer {
  const filler = Array.from({ length: 2000 }, (_, i) => ({ name: `customXml/item${i}.xml`, data: Buffer.from('<a/>') }));
  return docx(Buffer.from(`<?xml version="1.0"?><w:document xmlns:w="${W}"><w:body><w:p><w:r><w:t>Asha Rao</w:t></w:r></w:p></w:body></w:document>`), undefined, filler);
}

/** A one-page PDF written by hand around the given content stream (Flate-packed). */
export function pdfWithContent(content: Buffer): Buffer {
  const packed = deflateSync(content, { level: 9 });
  const objects = [
    Buffer.from('<< /Type /Catalog /Pages 2 0 R >>'),
    Buffer.from('<< /Type /Pages /Kids [3 0 R] /Count 1 >>'),
    Buffer.from('<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>'),
    Buffer.concat([Buffer.from(`<< /Length ${packed.length} /Filter /FlateDecode >>\nstream\n`), packed, Buffer.from('\nendstream')]),
    Buffer.from('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>'),
  ];
  const parts: Buffer[] = [Buffer.from('%PDF-1.4\n')];
  let length = parts[0]?.length ?? 0;
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(length);
    const whole = Buffer.concat([Buffer.from(`${i + 1} 0 obj\n`), object, Buffer.from('\nendobj\n')]);
    parts.push(whole);
    length += whole.length;
  });
  const xref = `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  parts.push(Buffer.from(`${xref}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${length}\n%%EOF\n`));
  return Buffer.concat(parts);
}

/** About 60 KB whose one content stream unpacks to 60 MB of `q Q` operators. */
export function pdfBomb(): Buffer {
  return pdfWithContent(Buffer.alloc(60 * MiB, 'q Q\n'));
}

/** A readable page whose content stream has `operators` operators: within the limits, yet slow to read. */
export function pdfOfManyOperators(operators: number): Buffer {
  const shows = Buffer.alloc(Math.floor(operators / 2) * 18, '1 0 0 1 9 9 Tm (a) Tj\n'.slice(0, 18));
  return pdfWithContent(Buffer.concat([Buffer.from('BT /F1 12 Tf 72 700 Td (Asha Rao asha@example.com) Tj\n'), shows, Buffer.from('ET\n')]));
}

export const HOSTILE_FILES = [
  { label: 'DOCX whose document.xml unpacks to 40 MB', extension: 'docx', build: docxBomb },
  { label: 'DOCX whose headers understate its 40 MB body', extension: 'docx', build: docxBombWithLyingSizes },
  { label: 'DOCX of 2,000 entries', extension: 'docx', build: docxOfManyEntries },
  { label: 'PDF whose content stream unpacks to 60 MB of q Q', extension: 'pdf', build: pdfBomb },
] as const;

import { extractTextItems, getDocumentProxy } from 'unpdf';

/** Each page's text lines, top to bottom, the cells of a line joined by tabs; the footer ("Page i of n") left out. */
export async function pageLines(bytes: Uint8Array): Promise<string[][]> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  try {
    const { items } = await extractTextItems(pdf);
    return items.map((page) => {
      const lines = new Map<number, { x: number; str: string }[]>();
      for (const item of page) {
        if (item.str.trim() === '') continue;
        const y = Math.round(item.y);
        lines.set(y, [...(lines.get(y) ?? []), { x: item.x, str: item.str }]);
      }
      return [...lines.entries()]
        .sort(([a], [b]) => b - a)
        .map(([, cells]) => cells.sort((a, b) => a.x - b.x).map((c) => c.str).join('\t'))
        .filter((line) => !/\tPage \d+ of \d+$/.test(line));
    });
  } finally {
    await pdf.destroy();
  }
}

/** What a document holds, to tell its lines apart: headings, tables' header rows, and the text each table row starts with. */
export interface DocumentParts {
  headings: readonly string[];
  headers: readonly string[];
  rowStarts: readonly string[];
}

type Kind = 'heading' | 'header' | 'row' | 'other';

/**
 * Where a document breaks its pages badly: a page ending with a heading or a table's header row, a
 * heading left with a single row under it while its table goes on over the page, or a page starting with
 * a single table row followed by nothing or by the next heading. Empty when every break is good.
 */
export function badBreaks(pages: readonly string[][], parts: DocumentParts): string[] {
  const kindOf = (line: string): Kind => {
    const words = line.replaceAll('\t', ' ');
    if (parts.headings.includes(words)) return 'heading';
    if (parts.headers.includes(words)) return 'header';
    return parts.rowStarts.some((start) => line.startsWith(start)) ? 'row' : 'other';
  };
  const kinds = pages.map((lines) => lines.map(kindOf));
  /** Where a page's first rows start (after a repeated header), if it starts with rows at all. */
  const rowsStartAt = (page: number) => {
    const start = kinds[page]?.[0] === 'header' ? 1 : 0;
    return kinds[page]?.[start] === 'row' ? start : -1;
  };
  const problems: string[] = [];
  pages.forEach((lines, page) => {
    const kind = kinds[page] ?? [];
    const name = `page ${page + 1}`;
    if (page < pages.length - 1) {
      const last = kind.at(-1);
      if (last === 'heading' || last === 'header') problems.push(`${name} ends with "${lines.at(-1)}"`);
      const heading = kind.lastIndexOf('heading');
      const rowsUnder = kind.slice(heading + 1).filter((k) => k === 'row').length;
      if (heading >= 0 && rowsUnder === 1 && rowsStartAt(page + 1) >= 0) problems.push(`${name} ends with "${lines[heading]}" and a single row under it`);
    }
    const start = page > 0 ? rowsStartAt(page) : -1;
    if (start >= 0) {
      const next = kind.indexOf('heading', start);
      const rows = kind.slice(start, next === -1 ? undefined : next).filter((k) => k === 'row').length;
      if (rows === 1) problems.push(`${name} starts with the single row "${lines[start]}"`);
    }
  });
  return problems;
}

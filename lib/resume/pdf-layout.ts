/**
 * Rebuilds reading order from positioned PDF text: items are grouped into lines by baseline, words are
 * spaced by their horizontal gaps (a wide gap becomes a tab, so "Acme Corp ... Jan 2020" stays two
 * fields), and a two-column page (a sidebar resume) is read column by column instead of across.
 */
export interface PlacedText {
  str: string;
  /** Left edge and baseline in PDF units, origin bottom-left. */
  x: number;
  y: number;
  width: number;
  fontSize: number;
}

const MIN_COLUMN_ITEMS = 6;
const MAX_CROSSING_SHARE = 0.1;
const MIN_ALIGNED_SHARE = 0.5;
const MIN_GUTTER = 6;

export function layoutPage(raw: readonly PlacedText[]): string {
  const items = raw.filter((item) => item.str.trim() !== '');
  const gutter = findGutter(items);
  if (gutter === null) return toLines(items);
  const left = items.filter((item) => right(item) <= gutter - MIN_GUTTER / 2);
  const rightColumn = items.filter((item) => item.x >= gutter - 1);
  const columns = new Set([...left, ...rightColumn]);
  const columnTop = Math.max(...[...columns].map((item) => item.y));
  const columnBottom = Math.min(...[...columns].map((item) => item.y));
  // Text spanning both columns is a banner (the name across the top) or a footer, read before or after.
  const spanning = items.filter((item) => !columns.has(item));
  const header = spanning.filter((item) => item.y > columnTop);
  const footer = spanning.filter((item) => item.y < columnBottom);
  const inside = spanning.filter((item) => item.y <= columnTop && item.y >= columnBottom);
  return [toLines(header), toLines([...left, ...inside]), toLines(rightColumn), toLines(footer)].filter(Boolean).join('\n\n');
}

function right(item: PlacedText): number {
  return item.x + item.width;
}

/**
 * The x where a second column starts, or null for a single-column page. A real column is left-aligned
 * (more of its items share their left edge than their right edge), has enough lines, and almost nothing
 * crosses the gap before it; so right-aligned dates in a one-column resume are not taken for a column.
 */
function findGutter(items: readonly PlacedText[]): number | null {
  if (items.length < MIN_COLUMN_ITEMS * 2) return null;
  const minX = Math.min(...items.map((item) => item.x));
  const maxX = Math.max(...items.map(right));
  const lo = minX + (maxX - minX) * 0.2;
  const hi = minX + (maxX - minX) * 0.8;
  const starts = [...new Set(items.map((item) => Math.round(item.x)))].filter((x) => x > lo && x < hi);
  let best: { x: number; crossing: number } | null = null;
  for (const start of starts) {
    const rightItems = items.filter((item) => item.x >= start - 1);
    const leftItems = items.filter((item) => right(item) <= start - MIN_GUTTER);
    const crossing = items.length - rightItems.length - leftItems.length;
    const alignedLeft = rightItems.filter((item) => Math.abs(item.x - start) <= 2).length;
    const rightEdge = Math.max(...rightItems.map(right));
    const alignedRight = rightItems.filter((item) => Math.abs(right(item) - rightEdge) <= 2).length;
    const rightLines = new Set(rightItems.map((item) => Math.round(item.y))).size;
    const ok =
      leftItems.length >= MIN_COLUMN_ITEMS &&
      rightLines >= MIN_COLUMN_ITEMS &&
      crossing <= items.length * MAX_CROSSING_SHARE &&
      alignedLeft >= rightItems.length * MIN_ALIGNED_SHARE &&
      // Right-aligned dates share their right edge; a text column shares its left edge.
      alignedLeft > alignedRight;
    if (ok && (!best || crossing < best.crossing)) best = { x: start, crossing };
  }
  return best?.x ?? null;
}

/** Top-to-bottom lines, left to right within a line, with a blank line where the vertical gap is large. */
function toLines(items: readonly PlacedText[]): string {
  const sorted = [...items].sort((a, b) => b.y - a.y || a.x - b.x);
  const lines: PlacedText[][] = [];
  for (const item of sorted) {
    const line = lines.at(-1);
    const first = line?.[0];
    if (line && first && Math.abs(first.y - item.y) <= Math.max(first.fontSize, item.fontSize, 1) * 0.5) line.push(item);
    else lines.push([item]);
  }
  const out: string[] = [];
  let previous: PlacedText | undefined;
  for (const line of lines) {
    const first = line[0]!;
    if (previous && previous.y - first.y > Math.max(previous.fontSize, first.fontSize) * 2.2) out.push('');
    out.push(joinLine(line.sort((a, b) => a.x - b.x)));
    previous = first;
  }
  return out.join('\n');
}

function joinLine(items: readonly PlacedText[]): string {
  let text = '';
  let end = -Infinity;
  for (const item of items) {
    const gap = item.x - end;
    const size = Math.max(item.fontSize, 1);
    if (text !== '') {
      if (gap > size * 1.5) text = `${text.trimEnd()}\t`;
      else if (gap > size * 0.15 && !/\s$/.test(text) && !/^\s/.test(item.str)) text += ' ';
    }
    text += text.endsWith('\t') ? item.str.trimStart() : item.str;
    end = Math.max(end, right(item));
  }
  return text.trim();
}

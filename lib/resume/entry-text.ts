/** Small helpers shared by the experience and education readers for pulling fields out of entry lines. */

// Fields on one line are separated by tabs, pipes, bullets, spaced dashes, commas, or " at "/"@".
const FIELD_SEPARATORS = /\s*(?:\t|\||•|·| [-–—] |, | @ | at )\s*/i;
// "Google, Inc." splits into "Google" and "Inc.": a bare legal suffix belongs to the piece before it.
const LEGAL_SUFFIX = /^(?:inc|ltd|llc|llp|plc|pvt\.? ltd|private limited|limited|corp|co|gmbh|ag|s\.?a)\.?$/i;
const BULLET = /^[•\-*–—▪●◦○■□➢➤►✓✔→·>]\s*/;

export function isBullet(line: string): boolean {
  return BULLET.test(line);
}

export function stripBullet(line: string): string {
  return line.replace(BULLET, '').trim();
}

/** The line cut at its field separators, with empty pieces dropped and legal suffixes re-attached. */
export function fields(line: string): string[] {
  const pieces: string[] = [];
  for (const piece of stripBullet(line).split(FIELD_SEPARATORS)) {
    const clean = tidy(piece);
    if (!clean) continue;
    if (LEGAL_SUFFIX.test(clean) && pieces.length > 0) pieces[pieces.length - 1] += `, ${clean}`;
    else pieces.push(clean);
  }
  return pieces;
}

/** Without surrounding brackets, separators and stray punctuation. */
export function tidy(text: string): string {
  return text
    .replace(/\(\s*\)|\[\s*\]/g, '')
    .replace(/^[\s,;:|()[\]–—-]+|(?:\s+\.|[\s,;:|([–—-])+$/g, '')
    .replace(/\s+(?:from|since|to|till|during|between|in|at)$/i, '')
    .replace(/\s{2,}/g, ' ')
    .trim();
}

/** The line with the characters [index, index + length) removed (a date range, a percentage). */
export function cut(line: string, index: number, length: number): string {
  return `${line.slice(0, index)}\t${line.slice(index + length)}`;
}

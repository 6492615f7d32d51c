import { headingKind } from './sections';

export interface PersonName {
  firstName: string | null;
  middleName: string | null;
  lastName: string | null;
  fullName: string | null;
}

const LINES_TO_SEARCH = 12;
const SEPARATORS = /\s*(?:\||•|·|\t|,|;| {2,}| [-–—] )\s*/;
// "Name:" labels and honorifics are not part of the name.
const LABEL = /^(?:name\s*[:-]\s*)?(?:(?:mr|mrs|ms|miss|dr|er|prof|shri|smt)\.?\s+)?/i;
const PARTICLES = new Set(['van', 'von', 'de', 'da', 'das', 'der', 'den', 'del', 'della', 'di', 'du', 'la', 'le', 'bin', 'binti', 'al', 'el', 'dos']);
const WORD = /^(?:\p{Lu}\.|\p{Lu}[\p{L}'’-]*\.?)$/u;
// Two or more capitalised words that are not a name: a document title, a job title, an address.
const NOT_NAME = new RegExp(
  String.raw`\b(?:resume|résumé|curriculum|vitae|cv|biodata|profile|engineer|developer|manager|analyst|consultant|` +
    String.raw`designer|architect|intern|executive|director|officer|specialist|lead|senior|junior|associate|assistant|` +
    String.raw`recruiter|accountant|scientist|administrator|coordinator|street|road|nagar|lane|avenue|sector|floor|` +
    String.raw`india|university|college|institute|school|limited|ltd|inc|page|phone|mobile|email|address|linkedin|github)\b`,
  'iu',
);

/**
 * The candidate's name: the first line near the top that looks like one (2–4 capitalised words, no digits
 * or "@", not a heading or job title), else a guess from the e-mail address ("john.smith@" → John Smith).
 */
export function findName(text: string, emails: readonly string[]): PersonName {
  const lines = text.split('\n').map((line) => line.trim()).filter(Boolean).slice(0, LINES_TO_SEARCH);
  for (const line of lines) {
    const first = line.replace(LABEL, '').split(SEPARATORS)[0] ?? '';
    const words = nameWords(first);
    if (words) return toName(words);
  }
  const local = emails[0]?.split('@')[0] ?? '';
  const parts = local.split(/[._-]+/).map((part) => part.replace(/\d+/g, '')).filter((part) => part.length >= 2);
  return parts.length > 0 ? toName(parts.slice(0, 3).map(titleCase)) : { firstName: null, middleName: null, lastName: null, fullName: null };
}

function nameWords(candidate: string): string[] | null {
  if (candidate.length > 40 || /[\d@]/.test(candidate) || headingKind(candidate) || NOT_NAME.test(candidate)) return null;
  const words = candidate.split(/\s+/);
  if (words.length < 2 || words.length > 4) return null;
  const ok = words.every((word, i) => WORD.test(word) || (i > 0 && i < words.length - 1 && PARTICLES.has(word)));
  return ok ? words.map((word) => (word === word.toUpperCase() && word.replace(/\./g, '').length > 1 ? titleCase(word) : word)) : null;
}

function toName(words: string[]): PersonName {
  const [firstName = null] = words;
  const lastName = words.length > 1 ? words.at(-1)! : null;
  const middle = words.slice(1, -1).join(' ');
  return { firstName, middleName: middle || null, lastName, fullName: words.join(' ') };
}

/** "O'BRIEN-SMITH" → "O'Brien-Smith". */
function titleCase(word: string): string {
  return word.toLowerCase().replace(/(^|[-'’])(\p{L})/gu, (_, boundary: string, letter: string) => boundary + letter.toUpperCase());
}

import { findDateRanges, parseDate, toIsoDate } from './dates';
import { cut, fields, tidy } from './entry-text';

export interface Education {
  degree: string | null;
  institute: string | null;
  startDate?: string;
  endDate?: string;
  percentage?: number;
}

// Abbreviations are case-sensitive ("BE" is a degree, "be" is not); spelled-out degrees are not.
const DEGREE_ABBREVIATION =
  /(?<![\p{L}])(?:B\.?\s?Tech|M\.?\s?Tech|B\.\s?E\.?|BE|M\.\s?E\.?|B\.?\s?Sc|M\.?\s?Sc|B\.?\s?Com|M\.?\s?Com|BBA|BBM|BCA|MBA|MCA|PGDM|PGDBA|Ph\.?\s?D|B\.S\.?|M\.S\.?|B\.A\.?|M\.A\.?|(?:BS|MS|BA|MA)(?= in\b)|LL\.?B|LL\.?M|MBBS|B\.?\s?Pharm|M\.?\s?Pharm|B\.?\s?Arch|B\.?\s?Des|M\.?\s?Des|B\.?\s?Ed|HSC|SSC|CBSE|ICSE|ISC|GCSE|ACCA|CFA|CPA|XII|X)(?![\p{L}])/u;
const DEGREE_WORDS =
  /\b(?:bachelor|master|diploma|doctor(?:ate)?|higher secondary|senior secondary|secondary school|high school|intermediate|(?:10|12)th|class (?:x|xii|10|12)|post[- ]?graduat\w*|under[- ]?graduat\w*|graduation|a[- ]levels?|chartered accountant|associate degree)\b/i;
const INSTITUTE =
  /\b(?:university|universit[éey]|college|institute|institution|school|academy|polytechnic|vidyalaya|vidyapeeth|vidyapith|iit|nit|iim|iiit|bits|campus|faculty)\b/i;
const PERCENTAGE = /(\d{1,3}(?:\.\d{1,2})?)\s?%|percentage\s*[:-]?\s*(\d{1,3}(?:\.\d{1,2})?)/i;
const SCORE = /\b(?:c?gpa|cpi|sgpa|percentage|marks|score|grade)\b.*$|\d{1,3}(?:\.\d{1,2})?\s?%/i;
const YEAR_TOKEN = /\b(?:(?:19|20)\d{2}|expected|graduated|passed|passing|year of passing)\b/gi;

interface Draft {
  lines: string[];
  degree?: string;
  institute?: string;
}

/**
 * Education entries in the lines of an education section. A line naming a degree or an institute starts a
 * new entry when the current entry already has one, so "degree, then institute" and "institute, then
 * degree" layouts both work; dates and scores on the lines in between belong to the entry they follow.
 */
export function findEducation(lines: readonly string[]): Education[] {
  const drafts: Draft[] = [];
  for (const line of lines) {
    const degree = degreeIn(line);
    const institute = instituteIn(line, degree);
    let current = drafts.at(-1);
    if (!current || (degree && current.degree) || (institute && current.institute)) {
      current = { lines: [] };
      drafts.push(current);
    }
    current.lines.push(line);
    if (degree) current.degree ??= degree;
    if (institute) current.institute ??= institute;
  }
  return drafts.filter((draft) => draft.degree || draft.institute).map(toEducation);
}

function toEducation(draft: Draft): Education {
  const text = draft.lines.join('\n');
  const range = findDateRanges(text)[0];
  const passed = range ? null : parseDate(text);
  const score = PERCENTAGE.exec(text);
  const percentage = score ? Number(score[1] ?? score[2]) : NaN;
  return {
    degree: draft.degree ?? null,
    institute: draft.institute ?? otherLine(draft) ?? null,
    ...(range ? { startDate: toIsoDate(range.start) } : {}),
    ...(range?.end ? { endDate: toIsoDate(range.end) } : passed ? { endDate: passed } : {}),
    ...(percentage >= 0 && percentage <= 100 ? { percentage } : {}),
  };
}

function degreeIn(line: string): string | undefined {
  return educationFields(line).find((p) => DEGREE_ABBREVIATION.test(p) || DEGREE_WORDS.test(p));
}

function instituteIn(line: string, degree: string | undefined): string | undefined {
  // A name, not a column heading: "Institution" or "University" alone names no institute.
  return educationFields(line).find((p) => INSTITUTE.test(p) && p !== degree && !DEGREE_WORDS.test(p) && (/\s/.test(p) || p === p.toUpperCase()));
}

/** When no line names an institute, the first other line that is not just dates or scores. */
function otherLine(draft: Draft): string | undefined {
  return draft.lines
    .flatMap(educationFields)
    .find((piece) => piece && piece !== draft.degree && /\p{L}{3}/u.test(piece));
}

/** The line's fields without its date range; "B.Tech from IIT Delhi" is two fields. */
function educationFields(line: string): string[] {
  const range = findDateRanges(line)[0];
  const rest = range ? cut(line, range.index, range.length) : line;
  return fields(rest.replace(/\s+from\s+/i, '\t')).map(clean).filter(Boolean);
}

function clean(piece: string): string {
  return tidy(piece.replace(SCORE, '').replace(YEAR_TOKEN, ''));
}

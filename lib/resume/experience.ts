import { findDateRanges, toIsoDate, type DateRange } from './dates';
import { cut, fields, isBullet, stripBullet, tidy } from './entry-text';

export interface WorkExperience {
  jobTitle: string | null;
  companyName: string | null;
  startDate: string;
  /** null while the job goes on ("Present", "Current"). */
  endDate: string | null;
  currentEmployer: boolean;
  jobDescription?: string;
}

export interface WorkEntry extends WorkExperience {
  range: DateRange;
}

const TITLE_WORDS = new RegExp(
  String.raw`\b(?:engineer|developer|manager|analyst|intern|consultant|executive|lead|director|architect|designer|` +
    String.raw`specialist|associate|officer|administrator|head|vp|vice president|president|recruiter|accountant|scientist|` +
    String.raw`coordinator|representative|assistant|trainee|programmer|tester|partner|founder|co-founder|sde|technician|` +
    String.raw`supervisor|advisor|adviser|auditor|generalist|hrbp|clerk|cashier|agent|teacher|lecturer|professor|researcher|` +
    String.raw`writer|editor|strategist|planner|buyer|controller|owner|principal|staff|apprentice|member|operator|` +
    String.raw`chief|ceo|cto|cfo|coo|expert|business partner|sales|marketing|hr)\b`,
  'gi',
);
const COMPANY_WORDS = new RegExp(
  String.raw`\b(?:ltd|limited|inc|llc|llp|plc|pvt|private|corp|corporation|co|company|technologies|technology|tech|` +
    String.raw`solutions|systems|services|software|labs|consulting|consultancy|consultants|group|bank|industries|` +
    String.raw`enterprises|international|global|networks|infotech|gmbh|hospital|foundation|agency|studio|studios|partners|` +
    String.raw`holdings|ventures|media|pharma|pharmaceuticals|motors|retail|capital|finance|financial|insurance|analytics|` +
    String.raw`digital|interactive|logistics|healthcare|bpo|corporate)\b\.?`,
  'gi',
);
// Pieces of a job header that are neither title nor company: where and how the job was done.
const NOT_A_FIELD = new RegExp(
  String.raw`^(?:remote|hybrid|on-?site|full[- ]?time|part[- ]?time|contract|freelance|internship|permanent|temporary|` +
    String.raw`india|usa|uk|bangalore|bengaluru|mumbai|delhi|new delhi|hyderabad|chennai|pune|kolkata|gurgaon|gurugram|` +
    String.raw`noida|ahmedabad|jaipur|kochi|chandigarh|indore|london|new york|san francisco|seattle|singapore|dubai|` +
    String.raw`berlin|toronto|sydney)$`,
  'i',
);
const MAX_HEADER_LINE = 90;
const SENTENCE = /^(?:i\s+)?(?:am\s+|was\s+)?(?:currently\s+)?(?:working|worked|employed|serving)\s+as\s+(?:an?\s+)?(.+?)\s+(?:at|in|with|for)\s+(.+)$/i;

/**
 * Jobs in the lines of an experience section. Every line holding a date range anchors one job. Its title
 * and company are read from the rest of that line and its header lines: as many short non-bullet lines
 * directly above as the first job had above its dates (resumes repeat one layout), or, when the first job
 * started with its dates, the short lines just below. What follows, up to the next job, is its description.
 */
export function findWorkExperience(lines: readonly string[]): WorkEntry[] {
  const anchors = lines.flatMap((line, index) => {
    const range = findDateRanges(line)[0];
    return range ? [{ index, range }] : [];
  });
  const first = anchors[0];
  if (!first) return [];
  const linesAbove = Math.min(2, lines.slice(0, first.index).filter(isHeaderLine).length);
  const headers = anchors.map(({ index, range }, k) => {
    const floor = k === 0 ? 0 : anchors[k - 1]!.index + 1;
    const from = Math.max(floor, index - linesAbove);
    const above = lines.slice(from, index).filter(isHeaderLine);
    const own = sentenceFields(cut(lines[index]!, range.index, range.length));
    const wanted = linesAbove === 0 ? Math.max(0, 2 - own.length) : 0;
    const below = takeWhile(lines.slice(index + 1, Math.min(index + 1 + wanted, anchors[k + 1]?.index ?? lines.length)), isHeaderLine);
    return { start: index - above.length, end: index + 1 + below.length, pieces: [...above.flatMap(fields), ...own, ...below.flatMap(fields)] };
  });
  return anchors.map(({ range }, k) => {
    const header = headers[k]!;
    const stop = headers[k + 1]?.start ?? lines.length;
    const description = lines.slice(header.end, stop).map(stripBullet).filter(Boolean).join('\n');
    const { jobTitle, companyName } = titleAndCompany(header.pieces);
    return {
      jobTitle,
      companyName,
      startDate: toIsoDate(range.start),
      endDate: range.end ? toIsoDate(range.end) : null,
      currentEmployer: range.end === null,
      ...(description ? { jobDescription: description } : {}),
      range,
    };
  });
}

/** "Worked as Production Engineer at Roots Ltd from …" gives [title, company]; other lines their fields. */
function sentenceFields(line: string): string[] {
  const sentence = SENTENCE.exec(line.trim());
  return sentence ? [sentence[1]!, sentence[2]!].map(tidy).filter(Boolean) : fields(line);
}

function isHeaderLine(line: string): boolean {
  return !isBullet(line) && line.length <= MAX_HEADER_LINE && !/[.;]$/.test(line);
}

function takeWhile<T>(items: readonly T[], keep: (item: T) => boolean): T[] {
  const end = items.findIndex((item) => !keep(item));
  return end < 0 ? [...items] : items.slice(0, end);
}

/**
 * Picks the job title and the company among the header pieces by their words: "Senior Software Engineer"
 * has a company word (software) but more, and a final, title word; "Zara Logistics" the reverse. Pieces
 * with neither fall back on order: title first, then company.
 */
export function titleAndCompany(pieces: readonly string[]): { jobTitle: string | null; companyName: string | null } {
  const scored = pieces
    .filter((piece) => !NOT_A_FIELD.test(piece) && /\p{L}/u.test(piece))
    .map((piece): Scored => ({ piece, title: score(piece, TITLE_WORDS), company: score(piece, COMPANY_WORDS) }));
  const title = best(scored, (s) => (s.title > 0 ? 1 + s.title - s.company : 0));
  const company = best(scored.filter((s) => s !== title), (s) => (s.company > 0 ? 1 + s.company - s.title : 0));
  const rest = scored.filter((s) => s !== title && s !== company).map((s) => s.piece);
  // With no words to go on, a lone piece is the employer; two are "title, company".
  const jobTitle = title?.piece ?? (company || rest.length > 1 ? rest[0] : undefined) ?? null;
  const companyName = company?.piece ?? rest.find((piece) => piece !== jobTitle) ?? null;
  return { jobTitle, companyName };
}

interface Scored {
  piece: string;
  title: number;
  company: number;
}

function best(candidates: readonly Scored[], by: (s: Scored) => number): Scored | null {
  let top: Scored | null = null;
  for (const s of candidates) if (by(s) > 0 && (!top || by(s) > by(top))) top = s;
  return top;
}

/** How many of the words a piece has, its last word counting double (the head of the phrase). */
function score(piece: string, words: RegExp): number {
  const hits = [...piece.matchAll(words)];
  const last = hits.at(-1);
  const endsWithHit = last !== undefined && last.index + last[0].length >= piece.replace(/[\s.,)]+$/, '').length;
  return hits.length + (endsWithHit ? 1 : 0);
}

import { findEmails, findLinks, type ResumeLinks } from './contacts';
import { checkResume } from './detect-type';
import { findEducation, type Education } from './education';
import { findWorkExperience, type WorkExperience } from './experience';
import { extractText } from './extract-text';
import { findName } from './name';
import { findPhones } from './phones';
import { linesOf, splitSections } from './sections';
import { findSkills } from './skills';
import { totalExperience, type Duration } from './total-experience';

export interface ParsedResume {
  firstName: string | null;
  middleName: string | null;
  lastName: string | null;
  fullName: string | null;
  emails: string[];
  phones: string[];
  links: ResumeLinks;
  skills: string[];
  education: Education[];
  workExperience: WorkExperience[];
  totalExperience: Duration;
  /** The text the fields were read from. */
  text: string;
}

export interface ParseOptions {
  /** "Today" for jobs that run to the present; tests pin it. */
  today?: Date;
}

/**
 * Reads a resume file: checks it (size, type by content, declared extension), extracts its text and
 * guesses its fields. Throws only ResumeError, and only for the file itself; the guessing never throws.
 */
export async function parseResume(bytes: Buffer | Uint8Array, declaredExtension?: string | null, options: ParseOptions = {}): Promise<ParsedResume> {
  const buffer = Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const type = checkResume(buffer, declaredExtension);
  return parseResumeText(await extractText(buffer, type), options);
}

// About 100 pages: enough for any real resume, and it bounds the time the heuristics can take on a 5 MB text file.
const MAX_PARSED_CHARS = 300_000;

/** The field guesses for already-extracted text. Each field falls back to empty on any surprise. */
export function parseResumeText(fullText: string, options: ParseOptions = {}): ParsedResume {
  const text = fullText.slice(0, MAX_PARSED_CHARS);
  const sections = attempt(() => splitSections(text), []);
  const emails = attempt(() => findEmails(text), []);
  const name = attempt(() => findName(text, emails), { firstName: null, middleName: null, lastName: null, fullName: null });
  const jobs = attempt(() => findWorkExperience(linesOf(sections, 'experience')), []);
  return {
    ...name,
    emails,
    phones: attempt(() => findPhones(text), []),
    links: attempt(() => findLinks(text), { other: [] }),
    // The name line is left out: "Ruby Sharma" did not list Ruby as a skill.
    skills: attempt(() => findSkills(name.fullName ? text.replace(name.fullName, '') : text), []),
    education: attempt(() => findEducation(linesOf(sections, 'education')), []),
    workExperience: jobs.map(({ range: _range, ...job }) => job),
    totalExperience: attempt(() => totalExperience(jobs.map(({ range }) => range), options.today), { years: 0, months: 0 }),
    text: fullText,
  };
}

/** Guessing is best effort: a bug in one field's heuristics must not lose the others. */
function attempt<T>(guess: () => T, fallback: T): T {
  try {
    return guess();
  } catch {
    return fallback;
  }
}

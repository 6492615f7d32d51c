/**
 * Splits resume text into sections by their headings ("Work Experience", "EDUCATION", "Technical
 * Skills:", "S K I L L S"). Text before the first heading is the 'header' section (name, contact line).
 */
export type SectionKind =
  | 'header' | 'summary' | 'experience' | 'education' | 'skills' | 'projects' | 'certifications'
  | 'achievements' | 'personal' | 'contact' | 'languages' | 'interests' | 'references';

export interface Section {
  kind: SectionKind;
  /** Non-empty, trimmed lines under the heading (with any text that followed "Heading:" on its line). */
  lines: string[];
}

const HEADINGS: Record<Exclude<SectionKind, 'header'>, string[]> = {
  summary: ['summary', 'professional summary', 'profile', 'profile summary', 'professional profile', 'career objective',
    'objective', 'about me', 'career summary', 'executive summary', 'overview', 'career profile'],
  experience: ['experience', 'work experience', 'professional experience', 'employment history', 'employment',
    'work history', 'career history', 'relevant experience', 'industry experience', 'professional background',
    'experience summary', 'internships', 'internship', 'internship experience', 'work experience and internships',
    'professional history', 'employment details', 'organisational experience', 'organizational experience', 'experience details'],
  education: ['education', 'academic', 'academics', 'academic background', 'academic qualifications', 'academic qualification',
    'educational qualifications', 'educational qualification', 'education qualification', 'qualifications', 'academic details',
    'educational background', 'academic profile', 'education and training', 'scholastic profile', 'education details',
    'academic credentials', 'education and certifications'],
  skills: ['skills', 'technical skills', 'key skills', 'core skills', 'skill set', 'skillset', 'skills summary',
    'core competencies', 'competencies', 'key competencies', 'technologies', 'tools and technologies', 'technical proficiency',
    'areas of expertise', 'expertise', 'it skills', 'computer skills', 'soft skills', 'tech stack', 'technical expertise',
    'skills and tools', 'professional skills', 'relevant skills', 'technical skills and tools'],
  projects: ['projects', 'academic projects', 'key projects', 'personal projects', 'project details', 'project experience', 'major projects'],
  certifications: ['certifications', 'certification', 'certificates', 'licenses and certifications', 'courses', 'training',
    'trainings', 'professional certifications', 'courses and certifications'],
  achievements: ['achievements', 'awards', 'honors', 'honours', 'accomplishments', 'awards and achievements', 'key achievements',
    'awards and honors', 'awards and honours'],
  personal: ['personal details', 'personal information', 'personal profile', 'personal data'],
  contact: ['contact', 'contact details', 'contact information', 'contact info'],
  languages: ['languages', 'languages known'],
  interests: ['interests', 'hobbies', 'hobbies and interests', 'extracurricular activities', 'extra curricular activities'],
  references: ['references', 'declaration'],
};

const KIND_OF = new Map<string, SectionKind>(
  Object.entries(HEADINGS).flatMap(([kind, names]) => names.map((name): [string, SectionKind] => [name, kind as SectionKind])),
);
const MAX_HEADING_LENGTH = 50;
const INLINE = /^([\p{L} &/]{3,40}?)\s*[:|–—]\s*(.+)$/u;

/** The section a line opens, or null for an ordinary line. */
export function headingKind(line: string): SectionKind | null {
  if (line.length > MAX_HEADING_LENGTH) return null;
  return KIND_OF.get(headingKey(line)) ?? null;
}

export function splitSections(text: string): Section[] {
  const sections: Section[] = [{ kind: 'header', lines: [] }];
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (line === '') continue;
    const kind = headingKind(line);
    const inline = kind ? null : INLINE.exec(line);
    const inlineKind = inline ? headingKind(inline[1]!) : null;
    if (kind) sections.push({ kind, lines: [] });
    else if (inlineKind) sections.push({ kind: inlineKind, lines: [inline![2]!.trim()] });
    else sections.at(-1)!.lines.push(line);
  }
  return sections;
}

/** All lines of the sections of one kind, in order (a resume may repeat a heading, e.g. per page). */
export function linesOf(sections: readonly Section[], kind: SectionKind): string[] {
  return sections.filter((section) => section.kind === kind).flatMap((section) => section.lines);
}

function headingKey(line: string): string {
  // Letter-spaced headings: "S K I L L S" or "W O R K  E X P E R I E N C E" (two spaces between words).
  const trimmed = line.trim();
  const spaced = /^\p{L}(?: {1,3}\p{L})+$/u.test(trimmed) && !/\p{L}{2}/u.test(trimmed);
  const joined = spaced ? trimmed.split(/ {2,}/).map((word) => word.replace(/ /g, '')).join(' ') : trimmed;
  return joined
    .replace(/^[^\p{L}]+/u, '')
    .replace(/\(.*\)/, '')
    .replace(/[:\s\-–—_=*#.]+$/, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/\s+/g, ' ')
    .trim();
}

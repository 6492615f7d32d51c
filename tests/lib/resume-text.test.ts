import { describe, expect, it } from 'vitest';
import { detectResumeType, MAX_RESUME_BYTES } from '@/lib/resume';
import { findEducation } from '@/lib/resume/education';
import { findWorkExperience } from '@/lib/resume/experience';
import { layoutPage, type PlacedText } from '@/lib/resume/pdf-layout';
import { rtfToText } from '@/lib/resume/rtf-text';
import { linesOf, splitSections } from '@/lib/resume/sections';
import { decodeText } from '@/lib/resume/text-decode';
import { zipEntryNames } from '@/lib/resume/zip-names';
import { PNG_1PX } from '../helpers/fixtures';
import { zipOf } from '../helpers/resume-fixtures';

describe('type detection by content', () => {
  it('recognises each accepted type by its first bytes', () => {
    expect(detectResumeType(Buffer.from('%PDF-1.7\n...'))).toBe('pdf');
    expect(detectResumeType(Buffer.from('\r\n%PDF-1.4 after junk'))).toBe('pdf');
    expect(detectResumeType(zipOf({ '[Content_Types].xml': '<Types/>', 'word/document.xml': '<w:document/>' }))).toBe('docx');
    expect(detectResumeType(Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.from('WordDocument', 'utf16le')]))).toBe('doc');
    expect(detectResumeType(Buffer.from('{\\rtf1\\ansi Hello}'))).toBe('rtf');
    expect(detectResumeType(Buffer.from('Jane Doe\njane@example.com\n'))).toBe('txt');
  });

  it('refuses other files', () => {
    expect(detectResumeType(Buffer.alloc(0))).toBeNull();
    expect(detectResumeType(PNG_1PX)).toBeNull();
    expect(detectResumeType(zipOf({ 'xl/workbook.xml': '<workbook/>' }))).toBeNull();
    expect(detectResumeType(Buffer.from('text with a NUL\0 inside'))).toBeNull();
    expect(detectResumeType(Buffer.from([0xc3, 0x28, 0x41]))).toBeNull();
  });

  it('reads a DOCX whose central directory was cut off from its local headers', () => {
    const docx = zipOf({ 'word/document.xml': '<w:document/>', 'word/styles.xml': '<w:styles/>' });
    expect(zipEntryNames(docx.subarray(0, 80))).toEqual(['word/document.xml']);
    expect(zipEntryNames(docx)).toEqual(['word/document.xml', 'word/styles.xml']);
  });

  it('allows exactly 5 MiB', () => expect(MAX_RESUME_BYTES).toBe(5 * 1024 * 1024));
});

describe('plain-text decoding', () => {
  it('reads UTF-8 with or without a BOM, and UTF-16 with one', () => {
    expect(decodeText(Buffer.from('\ufeffJosé'))).toBe('José');
    expect(decodeText(Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('Zoë Müller', 'utf16le')]))).toBe('Zoë Müller');
  });

  it('refuses mostly-control bytes', () => expect(decodeText(Buffer.from('\x01\x02\x03abc\x04\x05'))).toBeNull());
});

describe('RTF to text', () => {
  it('keeps body text and skips tables, metadata and ignorable destinations', () => {
    const rtf =
      '{\\rtf1\\ansi\\ansicpg1252{\\fonttbl{\\f0 Arial;}}{\\colortbl;\\red255;}{\\info{\\author Someone}}' +
      '{\\*\\generator Word;}{\\stylesheet{\\s1 Heading;}}\\pard Jane\\tab Doe\\par Caf\\\'e9 \\\'95 item\\line ' +
      '\\u8211? dash {\\b bold} \\{braces\\} back\\\\slash{\\field{\\*\\fldinst HYPERLINK "x"}{\\fldrslt link}}\\par}';
    expect(rtfToText(Buffer.from(rtf, 'latin1'))).toBe('Jane\tDoe\nCafé • item\n– dash bold {braces} back\\slashlink\n');
  });

  it('honours \\uc and never throws on broken input', () => {
    expect(rtfToText(Buffer.from('{\\rtf1\\uc2 \\u20320\\\'c4\\\'e3 ok}'))).toBe('你 ok');
    expect(() => rtfToText(Buffer.from('{\\rtf1 }}}{{{\\\'zz\\u\\bin99999 unbalanced'))).not.toThrow();
  });
});

describe('PDF layout', () => {
  const item = (str: string, x: number, y: number, width = str.length * 5, fontSize = 10): PlacedText => ({ str, x, y, width, fontSize });

  it('joins words on a line and puts a tab across a wide gap', () => {
    expect(layoutPage([item('Acme', 50, 700), item('Corp', 75, 700), item('Jan 2020 - Present', 450, 700.5), item('Engineer', 50, 686)])).toBe(
      'Acme Corp\tJan 2020 - Present\nEngineer',
    );
  });

  it('reads a two-column page column by column, after the banner', () => {
    const left = ['Contact', 'a@b.com', 'Skills', 'Python', 'SQL', 'Excel', 'Go'].map((s, i) => item(s, 50, 650 - i * 14));
    const right = ['Experience', 'Acme Corp', 'Engineer', 'Built things', 'Education', 'BITS Pilani', 'B.E.'].map((s, i) => item(s, 220, 650 - i * 14));
    const banner = item('JANE DOE — DATA ENGINEER — BENGALURU', 50, 720, 400, 20);
    const text = layoutPage([banner, ...left, ...right]);
    expect(text.split(/\n+/)).toEqual(['JANE DOE — DATA ENGINEER — BENGALURU', ...left.map((i) => i.str), ...right.map((i) => i.str)]);
  });

  it('keeps a one-column page with right-aligned dates in reading order', () => {
    const dates = (i: number) => `${['Jan', 'May', 'Sept'][i % 3]} 20${10 + i} - ${i % 2 ? 'Present' : `Dec 20${11 + i}`}`;
    const lines = [0, 1, 2, 3, 4, 5, 6, 7].flatMap((i) => [
      item(`Company ${i}`, 50, 700 - i * 28),
      item(dates(i), 545 - dates(i).length * 5, 700 - i * 28),
      item(`Short note on company ${i}`, 50, 686 - i * 28),
    ]);
    expect(layoutPage(lines).split('\n').slice(0, 3)).toEqual(['Company 0\tJan 2010 - Dec 2011', 'Short note on company 0', 'Company 1\tMay 2011 - Present']);
  });
});

describe('sections and entries', () => {
  it('finds headings in their usual spellings', () => {
    const sections = splitSections(
      'Jane Doe\nW O R K  E X P E R I E N C E\nAcme\nEDUCATION:\nBITS\nTechnical Skills: Python, SQL\n• Core Competencies\nLeadership\nProfessional Experience (5 years)\nBeta',
    );
    expect(sections.map((s) => [s.kind, s.lines])).toEqual([
      ['header', ['Jane Doe']],
      ['experience', ['Acme']],
      ['education', ['BITS']],
      ['skills', ['Python, SQL']],
      ['skills', ['Leadership']],
      ['experience', ['Beta']],
    ]);
    expect(linesOf(sections, 'experience')).toEqual(['Acme', 'Beta']);
  });

  it('reads jobs whose dates come first', () => {
    const jobs = findWorkExperience(['Jan 2019 - Present', 'Acme Technologies', 'Backend Developer', '• Built APIs', 'Mar 2016 - Dec 2018', 'Beta Corp', 'Intern']);
    expect(jobs.map(({ jobTitle, companyName, jobDescription }) => [jobTitle, companyName, jobDescription])).toEqual([
      ['Backend Developer', 'Acme Technologies', 'Built APIs'],
      ['Intern', 'Beta Corp', undefined],
    ]);
  });

  it('reads education with scores in either order', () => {
    expect(findEducation(['Stanford University', 'M.S. in Computer Science, 2018 - 2020', 'GPA 3.9', 'Class XII (CBSE), Delhi Public School, 2012, 92.4%'])).toEqual([
      { degree: 'M.S. in Computer Science', institute: 'Stanford University', startDate: '2018-01-01', endDate: '2020-01-01' },
      { degree: 'Class XII (CBSE)', institute: 'Delhi Public School', endDate: '2012-01-01', percentage: 92.4 },
    ]);
  });
});

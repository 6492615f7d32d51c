import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseResume, type ParsedResume } from '@/lib/resume';
import { RESUMES, TODAY, TWO_PAGE_PDF, type ResumeFixture } from '../helpers/resume-fixtures';

interface Case {
  fixture: ResumeFixture;
  bytes: Buffer;
  parsed: ParsedResume;
}

const cases: Case[] = [];

beforeAll(async () => {
  for (const fixture of RESUMES) {
    const bytes = await fixture.build();
    cases.push({ fixture, bytes, parsed: await parseResume(bytes, fixture.extension, { today: TODAY }) });
  }
});

const find = (label: string): Case => cases.find((c) => c.fixture.label === label)!;

/** Field-level hits over every fixture, printed once so a change in accuracy is visible in the log. */
afterAll(() => {
  const rows: Record<string, { hits: number; total: number }> = {};
  const count = (field: string, hit: boolean) => {
    const row = (rows[field] ??= { hits: 0, total: 0 });
    row.total++;
    if (hit) row.hits++;
  };
  for (const { fixture, parsed } of cases) {
    const want = fixture.expected;
    count('name', parsed.fullName === want.fullName);
    count('email', parsed.emails.includes(want.email));
    count('phone', parsed.phones.includes(want.phone));
    for (const skill of want.skills) count('skills (each)', parsed.skills.includes(skill));
    for (const [i, job] of (want.jobs ?? []).entries()) {
      const got = parsed.workExperience[i];
      count('job title', got?.jobTitle === job.jobTitle);
      count('job company', got?.companyName === job.companyName);
      count('job dates', got?.startDate === job.startDate && got?.endDate === job.endDate);
    }
    if (want.totalExperience) count('total experience', JSON.stringify(parsed.totalExperience) === JSON.stringify(want.totalExperience));
    for (const [i, school] of (want.education ?? []).entries()) {
      count('education degree', parsed.education[i]?.degree === school.degree);
      count('education institute', parsed.education[i]?.institute === school.institute);
    }
  }
  const table = Object.entries(rows).map(([field, { hits, total }]) => `${field.padEnd(20)} ${`${hits}/${total}`.padStart(7)}`);
  console.log(`resume parser hit rate over ${cases.length} resumes\n${'field'.padEnd(20)} ${'hits'.padStart(7)}\n${table.join('\n')}`);
});

describe('parseResume on generated resumes', () => {
  it('builds at least 12 resumes in four formats', () => {
    expect(cases.length).toBeGreaterThanOrEqual(12);
    expect(new Set(cases.map((c) => c.fixture.extension))).toEqual(new Set(['pdf', 'docx', 'txt', 'rtf']));
  });

  for (const { label, expected } of RESUMES) {
    describe(label, () => {
      it('finds the name, e-mail, phone and skills', () => {
        const { parsed } = find(label);
        expect(parsed.fullName).toBe(expected.fullName);
        expect(parsed.firstName).toBe(expected.fullName.split(' ')[0]);
        expect(parsed.lastName).toBe(expected.fullName.split(' ').at(-1));
        expect(parsed.emails).toContain(expected.email);
        expect(parsed.phones).toContain(expected.phone);
        expect(parsed.skills).toEqual(expect.arrayContaining(expected.skills));
        expect(new Set(parsed.skills).size).toBe(parsed.skills.length);
        expect(parsed.text.length).toBeGreaterThan(100);
      });

      if (expected.jobs) {
        it('finds each job with its dates', () => {
          const jobs = find(label).parsed.workExperience;
          expect(jobs.map(({ jobTitle, companyName, startDate, endDate }) => ({ jobTitle, companyName, startDate, endDate }))).toEqual(expected.jobs);
          expect(jobs.map((job) => job.currentEmployer)).toEqual(expected.jobs!.map((job) => job.endDate === null));
        });
      }

      if (expected.totalExperience) {
        it('adds up total experience', () => expect(find(label).parsed.totalExperience).toEqual(expected.totalExperience));
      }

      if (expected.education) {
        it('finds education', () => {
          expect(find(label).parsed.education.map(({ degree, institute }) => ({ degree, institute }))).toEqual(expected.education);
        });
      }
    });
  }

  it('reads links and middle names', () => {
    const priya = find('PDF, one column, title — company').parsed;
    expect(priya.links.linkedIn).toBe('https://linkedin.com/in/priya-sharma');
    expect(priya.education[0]).toMatchObject({ startDate: '2012-01-01', endDate: '2016-01-01' });
    const michael = find("PDF, 'Email: x | Phone: y' contact line").parsed;
    expect(michael.links).toMatchObject({ twitter: 'https://twitter.com/mike_oc', other: ['https://mikeoconnor.dev'] });
    const vikram = find('DOCX, headings and bullets').parsed;
    expect(vikram).toMatchObject({ firstName: 'Vikram', middleName: 'Singh', lastName: 'Rathore' });
    expect(vikram.links.linkedIn).toBe('https://www.linkedin.com/in/vikramrathore');
    expect(find('PDF, two pages').parsed.links.gitHub).toBe('https://github.com/rahulverma');
  });

  it('reads scores and years of passing from a table of marks', () => {
    const karthik = find('TXT, hand-typed Indian CV').parsed;
    expect(karthik.education.map(({ endDate, percentage }) => ({ endDate, percentage }))).toEqual([
      { endDate: '2016-01-01', percentage: 78.5 },
      { endDate: '2012-01-01', percentage: 89 },
      { endDate: '2010-01-01', percentage: 91.2 },
    ]);
    // The date of birth is not a phone number, a job or a school.
    expect(karthik.phones).toEqual(['+919003012345']);
  });

  it('parses the 2-page PDF well within the time budget', async () => {
    const { bytes } = cases.find((c) => c.fixture === TWO_PAGE_PDF)!;
    expect(bytes.toString('latin1').match(/\/Type \/Page\b/g)).toHaveLength(2);
    for (let i = 0; i < 5; i++) await parseResume(bytes, 'pdf');
    const times: number[] = [];
    for (let i = 0; i < 21; i++) {
      const start = performance.now();
      await parseResume(bytes, 'pdf');
      times.push(performance.now() - start);
    }
    const median = times.sort((a, b) => a - b)[10]!;
    console.log(`2-page PDF parse: median ${median.toFixed(1)} ms over ${times.length} runs (min ${times[0]!.toFixed(1)}, max ${times.at(-1)!.toFixed(1)})`);
    // The real 150 ms target is checked by the benchmark; this machine is shared and noisy.
    expect(median).toBeLessThan(1500);
  });
});

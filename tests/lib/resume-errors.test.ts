import { describe, expect, it } from 'vitest';
import { checkResume, extractText, parseResume, ResumeError } from '@/lib/resume';
import { BAD_FILES, RESUMES } from '../helpers/resume-fixtures';

async function failure(promise: Promise<unknown>): Promise<ResumeError> {
  try {
    await promise;
  } catch (err) {
    // Anything but a ResumeError escaping for a bad file is a bug.
    expect(err).toBeInstanceOf(ResumeError);
    return err as ResumeError;
  }
  throw new Error('expected a ResumeError');
}

describe('bad resume files', () => {
  it.each(BAD_FILES.map((file) => [file.label, file] as const))('%s', async (_label, file) => {
    const err = await failure(parseResume(await file.build(), file.extension));
    expect(err.reason).toBe(file.reason);
    expect(err.message).toMatch(/^[A-Z].*[.;?]/);
  });

  it('says what to do in the words the product uses', async () => {
    const encrypted = await failure(parseResume(await BAD_FILES[0]!.build(), 'pdf'));
    expect(encrypted.message).toBe('This PDF is password-protected; upload a copy without a password.');
    const scan = await failure(parseResume(await BAD_FILES.find((f) => f.label.includes('scan'))!.build(), 'pdf'));
    expect(scan.message).toBe('We could not find any text in this file; is it a scanned image?');
    const mismatch = await failure(parseResume(await BAD_FILES.find((f) => f.label === 'DOCX named .pdf')!.build(), 'pdf'));
    expect(mismatch.message).toBe('This file is named .pdf but its content is a Word (DOCX) document; rename it or upload the right file.');
  });

  it('accepts a declared extension in any spelling, or none', async () => {
    const pdf = await RESUMES[0]!.build();
    for (const ext of ['pdf', '.pdf', 'PDF', '.PDF', 'resume.pdf', '', undefined, null]) expect(checkResume(pdf, ext)).toBe('pdf');
  });

  it('turns a reader failure for a mislabelled type into a ResumeError', async () => {
    const pdf = await RESUMES[0]!.build();
    expect((await failure(extractText(pdf, 'docx'))).reason).toBe('corrupt');
    expect((await failure(extractText(Buffer.from([0, 1, 2, 3, 0xff]), 'txt'))).reason).toBe('corrupt');
    expect((await failure(extractText(Buffer.from('%PDF-1.7\n%%EOF'), 'pdf'))).reason).toBe('corrupt');
  });

  it('survives random bytes behind every magic number', async () => {
    const noise = Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919 + 13) % 256));
    const heads = ['%PDF-1.4\n', 'PK\x03\x04', '{\\rtf1 ', '\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1'];
    for (const head of heads) {
      const bytes = Buffer.concat([Buffer.from(head, 'latin1'), noise]);
      await parseResume(bytes).catch((err: unknown) => expect(err).toBeInstanceOf(ResumeError));
    }
  });
});

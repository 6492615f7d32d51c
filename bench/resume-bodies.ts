// Request bodies for the candidate scenarios, made once when the benchmark starts.
import { TWO_PAGE_PDF } from '../tests/helpers/resume-fixtures';

const ONE_MB = 1024 * 1024;

const pdf = await TWO_PAGE_PDF.build();
const pdfBase64 = pdf.toString('base64');

// The same two-page PDF grown to 1 MB with PDF comment lines (still a valid PDF, checked by content).
// It is the same file in every request, so the server stores it once; what is measured is receiving,
// decoding, checking and hashing 1 MB plus writing the candidate.
const padding = Buffer.from(`\n%${'x'.repeat(78)}`.repeat(Math.ceil((ONE_MB - pdf.length) / 80)));
const bigPdfBase64 = Buffer.concat([pdf, padding]).subarray(0, Math.max(ONE_MB, pdf.length)).toString('base64');

export function parseResumeBody(): string {
  return JSON.stringify({ resume: pdfBase64, resumeExtension: 'pdf' });
}

// The resume's part of every candidate body, encoded once. The load generator shares the machine with the
// server: building each 1.4 MB body as a string, then encoding it, cost it more CPU than the server spent
// on the request, and capped the rate it could send at about what the server was measured to serve.
const resumeField = Buffer.from(`,"resume":"${bigPdfBase64}","resumeExtension":"pdf"}`);

/** A new person each time: the same e-mail or mobile twice would be a duplicate_candidate. */
export function candidateBody(n: number): Buffer {
  const run = process.pid.toString(36);
  const person = `{"firstName":"Bench","lastName":"Candidate ${n}","primaryEmail":"bench.${run}.${n}@example.com","skills":["TypeScript","SQL"]`;
  return Buffer.concat([Buffer.from(person), resumeField]);
}

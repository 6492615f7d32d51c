import { defineOperation } from '@/lib/api/operation';
import { MiB } from '@/lib/api/body';
import { parsedResumeSchema, parseResumeRequestSchema } from './parse-schemas';
import {
  candidateIdParamsSchema,
  candidateListQuerySchema,
  candidateListSchema,
  candidateNoteRequestSchema,
  candidateRecordSchema,
  candidateResumeQuerySchema,
  candidateStatusChangeSchema,
  newCandidateResponseSchema,
  newCandidateSchema,
} from './schemas';

/** Resume-carrying bodies may be 8 MiB: a resume may be 5 MiB, and base64 grows it by a third. */
const RESUME_BODY_LIMIT = 8 * MiB;

const candidates = { tag: 'Candidates', host: 'recruit' } as const;
/** What the career site's applicants may call too; the body may carry a resume. */
const resumeCarrying = { ...candidates, principals: ['user', 'system', 'guest'], bodyLimit: RESUME_BODY_LIMIT } as const;

export const candidateCreateOp = defineOperation({
  ...resumeCarrying,
  id: 'createCandidate',
  method: 'POST',
  path: '/api/v1/candidate',
  summary: 'Create a candidate',
  description:
    'Needs firstName and primaryEmail or mobileNumber. A candidate is one person: with an e-mail (else a mobile number) already on ' +
    'file, this adds an application to that candidate and answers its candidateId. A jobCode must be an open, published job (404 ' +
    'otherwise) and adds the application at `applied` (`screening` with `inReview`). Recruiters, hr_admin and systems may create any ' +
    'candidate and their details replace those on file (a 400 `duplicate_candidate` when they would take another candidate’s e-mail ' +
    'or mobile number); a career-site guest only applies to a job on the portal, a limited number per hour, never changes the details ' +
    'on file, may not apply twice to one job (400 `duplicate_application`) and may not send the recruiter-only fields `inReview` and ' +
    '`referenceSource` (400 naming each one sent).',
  scope: 'write',
  roles: ['recruiter', 'hr_admin'],
  body: newCandidateSchema,
  response: { description: 'The candidate was created', schema: newCandidateResponseSchema },
  errors: [400, 403, 404, 413],
});

export const parseResumeOp = defineOperation({
  ...resumeCarrying,
  id: 'parseResume',
  method: 'POST',
  path: '/api/v1/parseResume',
  summary: 'Parse a resume',
  description:
    'PDF, DOCX, DOC, RTF or TXT (checked by content), at most 5 MiB, as multipart/form-data (part `file`) or JSON (`resume` in base64 ' +
    'with `resumeExtension`). Answers a best guess at the candidate’s fields and the extracted text. An encrypted, damaged, empty or ' +
    'unsupported file is a 400 with a plain message. A file beyond what a reader may spend on one (a DOCX unpacking to far more ' +
    'than a resume, a PDF of more than 50 pages or with millions of drawing operators, one that takes the reader too long or too ' +
    'much memory) is a 422 `file_rejected` saying what to upload instead; a 429 with Retry-After when every reader is busy. The spec lists read and write; parsing stores nothing, so read is enough. ' +
    'Anyone signed in may parse (employees prefill referrals with it), as may the career site’s applicants.',
  scope: 'read',
  body: parseResumeRequestSchema,
  multipart: { parts: ['file', 'resume'], into: 'resume', extensionInto: 'resumeExtension' },
  response: { description: 'What the resume says', schema: parsedResumeSchema },
  errors: [400, 403, 413, 422],
});

const recruiting = { ...candidates, principals: ['user', 'system'], roles: ['recruiter', 'hr_admin'] } as const;
/** One candidate, named in the path: a bad field, no recruiter role or no such candidate. */
const oneCandidate = { ...recruiting, params: candidateIdParamsSchema, errors: [400, 403, 404] } as const;

export const candidateListOp = defineOperation({
  ...recruiting,
  id: 'listCandidates',
  method: 'GET',
  path: '/api/v1/candidate',
  summary: 'Candidates, newest first (extension)',
  scope: 'read',
  query: candidateListQuerySchema,
  response: { description: 'A page of candidates', schema: candidateListSchema },
  errors: [400, 403],
});

export const candidateGetOp = defineOperation({
  ...oneCandidate,
  id: 'getCandidate',
  method: 'GET',
  path: '/api/v1/candidate/{candidateId}',
  summary: 'One candidate with every section (extension)',
  scope: 'read',
  response: { description: 'The candidate', schema: candidateRecordSchema },
});

export const candidateResumeOp = defineOperation({
  ...oneCandidate,
  id: 'getCandidateResume',
  method: 'GET',
  path: '/api/v1/candidate/{candidateId}/resume',
  summary: 'Download a candidate’s resume (extension)',
  description: 'The file as uploaded, as a download; with `inline=1` a PDF is answered for display in a frame of this site instead.',
  scope: 'read',
  query: candidateResumeQuerySchema,
  response: { description: 'The file as uploaded', contentType: 'application/octet-stream' },
});

export const candidateStatusOp = defineOperation({
  ...oneCandidate,
  id: 'changeCandidateStatus',
  method: 'POST',
  path: '/api/v1/candidate/{candidateId}/status',
  summary: 'Move one of a candidate’s applications along the pipeline (extension)',
  description:
    'Moves the application to jobCode: applied -> screening -> interviewing -> offered -> hired; any open stage -> rejected or ' +
    'withdrawn. Other moves are a 400 conflict_state. The same move as the referral’s status when the application is a referral.',
  scope: 'write',
  body: candidateStatusChangeSchema,
  response: { description: 'The candidate as saved', schema: candidateRecordSchema },
});

export const candidateNoteOp = defineOperation({
  ...oneCandidate,
  id: 'addCandidateNote',
  method: 'POST',
  path: '/api/v1/candidate/{candidateId}/notes',
  summary: 'Write a note on one of a candidate’s applications (extension)',
  scope: 'write',
  body: candidateNoteRequestSchema,
  response: { description: 'The candidate as saved, with the note', schema: candidateRecordSchema },
});

/**
 * The candidate form's data, shared by the career site's apply page and the recruiter's new-candidate
 * page: form values -> the NewCandidateRequest body, and the values after reading another resume.
 * Browser-safe and zod-free (the schema loads with the form's first check), so client components import it.
 */
import type { z } from 'zod';
import type { NewCandidate, NewCandidateInput, newCandidateResponseSchema } from './schemas';

/** What the inputs hold (the schema's input) and what a valid submit yields (its output). */
export type CandidateFormValues = NewCandidateInput;
export type CandidateFormOutput = NewCandidate;
/** What creating a candidate answers. */
export type NewCandidateResponse = z.infer<typeof newCandidateResponseSchema>;

/** The request's fields a person fills in (the resume travels beside them, read from the file). */
export const CANDIDATE_FIELDS = [
  'title', 'firstName', 'middleName', 'lastName', 'nickName', 'localFirstName', 'localMiddleName', 'localLastName', 'localNickName',
  'gender', 'dateOfBirth', 'primaryEmail', 'secondaryEmail', 'mobileNumber', 'landlineNumber', 'linkedInProfile', 'faceBookProfile',
  'twitterProfile', 'googlePlusProfile', 'aadhar', 'panNumber', 'passportNumber', 'voterID', 'internationalID', 'jobCode',
  'referenceSource', 'functionalArea', 'industryName', 'expInYears', 'expInMonths', 'noticePeriod', 'expectedSalary', 'skills',
  'languages', 'reasonForLeaving', 'fresher', 'inReview', 'currentAddress', 'permanentAddress', 'education', 'internshipExperience',
  'workExperience',
] as const satisfies readonly (keyof NewCandidateInput)[];
// Fails to compile when the schema gains a field the list above does not name.
const _everyField: Exclude<keyof NewCandidateInput, (typeof CANDIDATE_FIELDS)[number] | 'resume' | 'resumeExtension'> extends never ? true : never = true;

/** The list sections a person adds entries to; useFieldArray's names. */
export const ENTRY_LISTS = ['education', 'internshipExperience', 'workExperience'] as const;
export type EntryListName = (typeof ENTRY_LISTS)[number];

/** A new form: one empty education and job entry to start typing into (empty entries are not sent). */
export const NEW_CANDIDATE_VALUES: CandidateFormValues = {
  skills: [],
  languages: [],
  education: [{}],
  internshipExperience: [],
  workExperience: [{}],
};

// --- "is anything there" -------------------------------------------------------------------------------

function isFilled(value: unknown): boolean {
  if (value === undefined || value === null || value === '' || value === false) return false;
  if (Array.isArray(value)) return value.some(isFilled);
  if (typeof value === 'object') return Object.values(value).some(isFilled);
  return true;
}

/** Empty strings, empty entries and empty lists dropped, so "typed and deleted" equals "never typed". */
function normalised(value: unknown): unknown {
  if (Array.isArray(value)) return value.filter(isFilled).map(normalised);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).filter(([, v]) => isFilled(v)).map(([k, v]) => [k, normalised(v)]));
  }
  return isFilled(value) ? value : undefined;
}

const same = (a: unknown, b: unknown) => JSON.stringify(normalised(a) ?? null) === JSON.stringify(normalised(b) ?? null);

/**
 * The values after reading another resume: each field the person has not changed since the last fill
 * takes the new resume's value; what they typed themselves stays. Lists count as one field, so a job
 * list they edited is kept whole rather than mixed with the new resume's.
 */
export function mergeResumeValues(current: CandidateFormValues, lastFill: CandidateFormValues, fresh: CandidateFormValues): CandidateFormValues {
  const keys = new Set([...Object.keys(current), ...Object.keys(lastFill), ...Object.keys(fresh)]) as Set<keyof CandidateFormValues>;
  const merged: Record<string, unknown> = {};
  for (const key of keys) merged[key] = same(current[key], lastFill[key]) ? fresh[key] : current[key];
  return merged as CandidateFormValues;
}

// --- form values -> request body -----------------------------------------------------------------------

export type ResumeUpload = { base64: string; extension: string };

export type CandidateRequest = {
  body: NewCandidateInput;
  /** The form's path for a server error path: empty entries are not sent, so list positions can differ. */
  formPath: (serverPath: string) => string;
};

/**
 * The body for creating a candidate: the checked values without the empty entries and addresses a
 * form always has, plus the resume and (on the apply page) the job applied to.
 */
export function candidateRequest(values: CandidateFormOutput, extras: { jobCode?: string; resume?: ResumeUpload } = {}): CandidateRequest {
  const positions = new Map<string, number[]>();
  const body: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    if ((ENTRY_LISTS as readonly string[]).includes(key) && Array.isArray(value)) {
      const kept = value.map((entry, i) => (isFilled(entry) ? i : -1)).filter((i) => i >= 0);
      positions.set(key, kept);
      if (kept.length) body[key] = kept.map((i) => value[i]);
    } else if (isFilled(value)) {
      body[key] = value;
    }
  }
  if (extras.jobCode) body.jobCode = extras.jobCode;
  if (extras.resume) {
    body.resume = extras.resume.base64;
    body.resumeExtension = extras.resume.extension;
  }
  const formPath = (serverPath: string) => {
    const [list, index, ...rest] = serverPath.split('.');
    const original = list !== undefined && /^\d+$/.test(index ?? '') ? positions.get(list)?.[Number(index)] : undefined;
    return original === undefined ? serverPath : [list, original, ...rest].join('.');
  };
  return { body: body as NewCandidateInput, formPath };
}

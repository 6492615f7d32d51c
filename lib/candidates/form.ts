/**
 * The candidate form's data, shared by the career site's apply page and the recruiter's new-candidate
 * page: a parsed resume -> form values, form values -> the NewCandidateRequest body. Browser-safe (no
 * server code), so client components import it.
 */
import type { z } from 'zod';
import { educationSchema, newCandidateSchema, workExperienceSchema, type NewCandidate, type NewCandidateInput, type newCandidateResponseSchema } from './schemas';
import type { ParsedResumeResponse } from './parse-schemas';

/** The form checks with the API's own schema, so the browser refuses exactly what the server would. */
export const candidateFormSchema = newCandidateSchema;
/** What the inputs hold (the schema's input) and what a valid submit yields (its output). */
export type CandidateFormValues = NewCandidateInput;
export type CandidateFormOutput = NewCandidate;
/** What POST /api/v1/candidate answers. */
export type NewCandidateResponse = z.infer<typeof newCandidateResponseSchema>;

const SHAPE = newCandidateSchema.shape;
const EDUCATION = educationSchema.shape;
const WORK = workExperienceSchema.shape;

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

// The schema's own custom messages are worded for API clients ("Give primaryEmail or mobileNumber"):
// say them in plain words on the form. Server field errors carry the same texts.
const PLAIN_MESSAGES: Record<string, string> = {
  'Give primaryEmail or mobileNumber': 'Give an e-mail address or a mobile number',
  'Must not be before startDate': 'Must not be before the start date',
};

export function plainMessage(message: string): string {
  return PLAIN_MESSAGES[message] ?? message;
}

// --- parsed resume -> form values --------------------------------------------------------------------

type TextSchema = { unwrap(): { maxLength: number | null }; safeParse(value: unknown): { success: boolean } };

/**
 * A parsed text as the field's schema accepts it (cut to its length), or undefined. The parser guesses,
 * and a guess the schema refuses would block the submit on a field the apply form may not even show.
 */
function fit(schema: TextSchema, value: string | null | undefined): string | undefined {
  const text = value?.trim().slice(0, schema.unwrap().maxLength ?? undefined);
  return text && schema.safeParse(text).success ? text : undefined;
}

function fitAll(schema: TextSchema, values: readonly string[], max: number): string[] {
  const fitted = values.map((v) => fit(schema, v)).filter((v): v is string => v !== undefined);
  return [...new Set(fitted)].slice(0, max);
}

const SKILL = { unwrap: () => ({ maxLength: 60 }), safeParse: (v: unknown) => SHAPE.skills.safeParse([v]) };

/** A parser date when it is a real calendar date; the parser gives the 1st when only the month is known. */
function fitDate(value: string | null | undefined): string | undefined {
  return value && EDUCATION.startDate.safeParse(value).success ? value : undefined;
}

/** The form values a parsed resume suggests. Lists the parser found nothing for are left out. */
export function valuesFromResume(parsed: ParsedResumeResponse): CandidateFormValues {
  const emails = fitAll(SHAPE.primaryEmail, parsed.emails, 2);
  const education = parsed.education.slice(0, 20).map((e) => ({
    degree: fit(EDUCATION.degree, e.degree),
    institute: fit(EDUCATION.institute, e.institute),
    startDate: fitDate(e.startDate),
    endDate: fitDate(e.endDate),
    percentage: e.percentage === undefined ? undefined : fit(EDUCATION.percentage, String(e.percentage)),
  }));
  const workExperience = parsed.workExperience.slice(0, 30).map((w) => ({
    jobTitle: fit(WORK.jobTitle, w.jobTitle),
    companyName: fit(WORK.companyName, w.companyName),
    startDate: fitDate(w.startDate),
    endDate: fitDate(w.endDate),
    // The spec's currentEmployer is a string; "yes" is what the form's checkbox stores.
    currentEmployer: w.currentEmployer ? 'yes' : undefined,
    jobDescription: fit(WORK.jobDescription, w.jobDescription),
  }));
  const { years, months } = parsed.totalExperience;
  // 0 years 0 months from a resume without jobs means "not found", not "no experience".
  const experienceFound = workExperience.length > 0 || years > 0 || months > 0;
  return {
    firstName: fit(SHAPE.firstName, parsed.firstName),
    middleName: fit(SHAPE.middleName, parsed.middleName),
    lastName: fit(SHAPE.lastName, parsed.lastName),
    primaryEmail: emails[0],
    secondaryEmail: emails[1],
    mobileNumber: fitAll(SHAPE.mobileNumber, parsed.phones, 1)[0],
    linkedInProfile: fit(SHAPE.linkedInProfile, parsed.links.linkedIn),
    twitterProfile: fit(SHAPE.twitterProfile, parsed.links.twitter),
    faceBookProfile: fit(SHAPE.faceBookProfile, parsed.links.facebook),
    skills: fitAll(SKILL, parsed.skills, 100),
    ...(experienceFound ? { expInYears: Math.min(years, 60), expInMonths: months } : {}),
    ...(education.length ? { education } : {}),
    ...(workExperience.length ? { workExperience } : {}),
  };
}

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
 * The body for POST /api/v1/candidate: the checked values without the empty entries and addresses a
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

/**
 * The form values a parsed resume suggests, fitted to the candidate schema's fields. It checks each
 * guess with the schema, so it brings zod: the forms load it once a resume has been read.
 */
import { educationSchema, newCandidateSchema, workExperienceSchema } from './schemas';
import type { CandidateFormValues } from './form';
import type { ParsedResumeResponse } from './parse-schemas';

const SHAPE = newCandidateSchema.shape;
const EDUCATION = educationSchema.shape;
const WORK = workExperienceSchema.shape;

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

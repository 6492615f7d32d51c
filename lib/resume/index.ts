/** Resume reading: type checks, text extraction and field guessing. Heavy readers load on first use. */
export { checkResume, detectResumeType, MAX_RESUME_BYTES, type ResumeType } from './detect-type';
export { ResumeError, type ResumeErrorReason } from './errors';
export { extractText } from './extract-text';
export { parseResume, parseResumeText, type ParsedResume, type ParseOptions } from './parse';
export { parseDate } from './dates';
export { normalisePhone } from './phones';
export { findSkills } from './skills';

import { findDateRanges } from './dates';

/**
 * Phone numbers in resume text, normalised for de-duplication and dialling: a number written with a
 * country code ("+44 (0)20 7946 0958", "0091 98765 43210") becomes E.164; an Indian mobile written
 * without one (10 digits starting 6-9, optionally with a trunk 0 or a bare 91) becomes +91XXXXXXXXXX;
 * anything else keeps its digits as written, since guessing its country would be wrong more often.
 */
// Digits with spaces, dots, dashes and brackets between them; never across a line, a tab or a slash.
const CANDIDATE = /(?<![\w+/.])(?:\+|\b00)?\(?\d[\d ().-]{6,22}\d(?![\w/])/g;
const INDIAN_MOBILE = /^[6-9]\d{9}$/;
const STD_CODE = /^\(?0\d{2,4}\)?[ -]\d/;

export function findPhones(text: string): string[] {
  const found = new Set<string>();
  for (const [candidate] of text.matchAll(CANDIDATE)) {
    const phone = normalisePhone(candidate);
    if (phone) found.add(phone);
  }
  return [...found];
}

/** The normalised number, or null when the text is not plausibly a phone number (a date range, a year). */
export function normalisePhone(written: string): string | null {
  if (findDateRanges(written).length > 0) return null;
  // "(0)" is the trunk prefix a caller from abroad leaves out: "+44 (0)20" is dialled +4420.
  const trimmed = written.trim().replace(/\(0\)/, '');
  const digits = trimmed.replace(/\D/g, '');
  const international = trimmed.startsWith('+') ? digits : trimmed.startsWith('00') ? digits.slice(2) : null;
  if (international !== null) {
    const national = international.startsWith('910') && international.length === 13 ? `91${international.slice(3)}` : international;
    return national.length >= 8 && national.length <= 15 && !national.startsWith('0') ? `+${national}` : null;
  }
  if (INDIAN_MOBILE.test(digits)) return `+91${digits}`;
  // A trunk 0 before a mobile ("09876543210"), but not an STD code ("080-4123 4567" is a Bengaluru landline).
  if (digits.length === 11 && digits.startsWith('0') && !STD_CODE.test(trimmed) && INDIAN_MOBILE.test(digits.slice(1))) return `+91${digits.slice(1)}`;
  if (digits.length === 12 && digits.startsWith('91') && INDIAN_MOBILE.test(digits.slice(2))) return `+${digits}`;
  // Shorter runs of digits are years, pin codes, scores: real numbers have an area code, so 10+ digits.
  return digits.length >= 10 && digits.length <= 15 ? digits : null;
}

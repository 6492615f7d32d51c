/** The years a person plans or looks back on leave for: last year, this year and next, newest first. */
export function leaveYears(currentYear: number): number[] {
  return [currentYear + 1, currentYear, currentYear - 1];
}

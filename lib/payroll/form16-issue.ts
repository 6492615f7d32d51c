// Form 16 as issued. Employers issue it once a year, after the year's last TDS return (Part A), so the
// import that brings Part A, or later payslips of its year, works it out once and keeps the answer's text
// with Part A; a read fetches that one row instead of summing the year's payslips and working the tax out.
// Triggers (migration 0020) clear it when anything it was worked out from changes: Part A, the year's
// payslips, the person's username or name. A read that finds none works the form out itself (form16-read.ts),
// and the next import or start-up issues it again.
import type { Db } from '@/db/client';
import { JsonText } from '@/lib/api/json-text';
import { form16Of } from './form16';
import { payrollStatements } from './queries';

/**
 * The version of how Form 16 is worked out (form16.ts, tax.ts) and answered (its schema). Raise it with
 * any change to either: answers issued by an older one are then not served, and start-up issues them again.
 */
export const FORM16_GENERATOR = 1;

export interface PersonYear {
  username: string;
  year: number;
}

/** Issues, again if need be, the Form 16 of each person and financial year given that has Part A; the number issued. Call it inside the write (on its connection) that changed them. */
export function issueForm16s(db: Db, people: Iterable<PersonYear>): number {
  const { issueForm16 } = payrollStatements(db);
  let issued = 0;
  for (const { username, year } of people) {
    const form16 = form16Of(db, username, year)?.form16;
    if (!form16) continue;
    issueForm16.run({ username, year, issued: JsonText.of(form16).text, generator: FORM16_GENERATOR });
    issued++;
  }
  return issued;
}

/** Issues every Form 16 whose Part A has none of this generator (since migration 0020, a rename, a payslip changed without an import, or a new generator); the number issued. */
export function issueStaleForm16s(db: Db): number {
  return db.transaction(() => issueForm16s(db, payrollStatements(db).staleForm16.all({ generator: FORM16_GENERATOR })), { behavior: 'immediate' });
}

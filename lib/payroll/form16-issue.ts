// Form 16 as issued. Employers issue it once a year, after the year's last TDS return (Part A), so the
// import that brings Part A, or later payslips of its year, works it out once and keeps the answer's text
// with Part A; a read fetches that one row instead of summing the year's payslips and working the tax out.
// Triggers (migration 0020) clear it when anything it was worked out from changes: Part A, the year's
// payslips, the person's username or name. A read that finds none works the form out itself (form16-read.ts),
// and the next import or start-up issues it again.
import 'server-only';
import type { Db } from '@/db/client';
import { JsonText } from '@/lib/api/json-text';
import { form16Of } from './form16';
import { payrollStatements } from './queries';

/**
 * The version of how Form 16 is worked out (form16.ts, tax.ts) and answered (its schema). Raise it with
 * any change to either: answers issued by an older one are then not served, and start-up issues them again.
 */
export const FORM16_GENERATOR = 1;

/**
 * Issues every Form 16 whose Part A has no kept text of this generator: a new Part A, one the triggers
 * cleared (an import's own rows among them), or one issued by another generator; the number issued. Call
 * it inside a write transaction, on its connection.
 */
export async function issueStaleForm16s(db: Db): Promise<number> {
  const { staleForm16, issueForm16 } = payrollStatements;
  let issued = 0;
  for (const { id, username, year } of await staleForm16(db).execute({ generator: FORM16_GENERATOR })) {
    const form16 = (await form16Of(db, username, year))?.form16;
    if (!form16) continue;
    await issueForm16(db).execute({ id, issued: JsonText.of(form16).text, generator: FORM16_GENERATOR });
    issued++;
  }
  return issued;
}

import 'server-only';
import type { Db } from '@/db/client';
import { ApiError } from '@/lib/api/errors';
import { JsonText } from '@/lib/api/json-text';
import { readPayroll, type PayrollCaller } from './access';
import { financialYearLabel } from './constants';
import { form16Of } from './form16';
import { FORM16_GENERATOR } from './form16-issue';
import { payrollStatements } from './queries';
import type { PayrollAnswer } from './reads';
import type { Form16 } from './schemas';

function notIssued(username: string, year: number): ApiError {
  return new ApiError('not_found', `No Form 16 for ${username} for ${financialYearLabel(year)}.`);
}

/** A person's Form 16 for a year by username (lower case), as issued or else worked out now: undefined when there is no such employee, no answer when there is no Part A. */
async function form16Answer(db: Db, username: string, year: number): Promise<PayrollAnswer<Form16> | undefined> {
  const [row] = await payrollStatements.issuedForm16(db).execute({ username, year, generator: FORM16_GENERATOR });
  if (!row) return undefined;
  if (row.issued !== null) return { username: row.username, answer: JsonText.kept<Form16>(row.issued) };
  if (row.partA === null) return { username: row.username };
  // Issued before something it is made of changed (see form16-issue.ts): worked out from the sources as they are.
  const found = await form16Of(db, username, year);
  return found && { username: found.username, answer: found.form16 && JsonText.of(found.form16) };
}

/** A person's Form 16 for a financial year, serialized, for whoever may read it (see readPayroll); 404 when none was issued. */
export async function issuedForm16Answer(db: Db, caller: PayrollCaller, username: string, year: number): Promise<JsonText<Form16>> {
  const found = await readPayroll(db, caller, username, () => form16Answer(db, username, year));
  if (!found.answer) throw notIssued(found.username, year);
  return found.answer;
}

/** The same as a value (for the PDF, whose drawing costs far more than working the form out). */
export async function issuedForm16(db: Db, caller: PayrollCaller, username: string, year: number): Promise<Form16> {
  const found = await readPayroll(db, caller, username, () => form16Of(db, username, year));
  if (!found.form16) throw notIssued(found.username, year);
  return found.form16;
}

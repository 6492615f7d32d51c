import type { Db } from '@/db/client';
import { ApiError } from '@/lib/api/errors';
import type { JsonText } from '@/lib/api/json-text';
import { readPayroll, type PayrollCaller } from './access';
import { financialYearLabel } from './constants';
import { form16Of } from './form16';
import { cachedForm16 } from './reads';
import type { Form16 } from './schemas';

function notIssued(username: string, year: number): ApiError {
  return new ApiError('not_found', `No Form 16 for ${username} for ${financialYearLabel(year)}.`);
}

/** A person's Form 16 for a financial year, serialized from the cache, for whoever may read it (see readPayroll); 404 when none was issued. */
export function issuedForm16Answer(db: Db, caller: PayrollCaller, username: string, year: number): JsonText<Form16> {
  const found = readPayroll(db, caller, username, () => cachedForm16(db, username, year));
  if (!found.answer) throw notIssued(found.username, year);
  return found.answer;
}

/** The same as a value (for the PDF, whose drawing costs far more than working the form out). */
export function issuedForm16(db: Db, caller: PayrollCaller, username: string, year: number): Form16 {
  const found = readPayroll(db, caller, username, () => form16Of(db, username, year));
  if (!found.form16) throw notIssued(found.username, year);
  return found.form16;
}

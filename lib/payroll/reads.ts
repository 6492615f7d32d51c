// What the period list and Form 16 answer, with the person they belong to, kept serialized until an
// employee (but for a new picture), a payslip or a Part A changes (version triggers: migrations 0002,
// 0013 and 0018). People read their payroll far more often than HR imports it: a cached read costs no
// statement of its own (the request's one look at the table versions aside), where working the answer
// out costs one and the tax computation.
import type { Db } from '@/db/client';
import { versionedCache } from '@/db/versioned-cache';
import { JsonText } from '@/lib/api/json-text';
import { form16Of } from './form16';
import { payrollPeriods } from './queries';
import type { Form16, PeriodList } from './schemas';

const PEOPLE = 20_000;
const TABLES = ['employees', 'payslips', 'form16_part_a'];

/** A person's payroll answer, ready to send, and whose it is (for the audit log). */
export interface PayrollAnswer<T> {
  username: string;
  answer?: JsonText<T>;
}

const periodLists = versionedCache<PayrollAnswer<PeriodList> | null>(TABLES, PEOPLE);
const forms = versionedCache<PayrollAnswer<Form16> | null>(TABLES, PEOPLE);

/** A person's period list by username (lower case); undefined when there is no such employee. */
export function cachedPeriodList(db: Db, username: string): PayrollAnswer<PeriodList> | undefined {
  return (
    periodLists(db, username, () => {
      const list = payrollPeriods(db, username);
      return list ? { username: list.username, answer: JsonText.of(list) } : null;
    }) ?? undefined
  );
}

/** A person's Form 16 for a year by username (lower case): undefined when there is no such employee, no answer when none was issued. */
export function cachedForm16(db: Db, username: string, year: number): PayrollAnswer<Form16> | undefined {
  return (
    forms(db, `${username}:${year}`, () => {
      const found = form16Of(db, username, year);
      return found ? { username: found.username, answer: found.form16 && JsonText.of(found.form16) } : null;
    }) ?? undefined
  );
}

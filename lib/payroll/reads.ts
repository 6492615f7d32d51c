// What the period list answers, with the person it belongs to, kept serialized until an employee (but
// for a new picture), a payslip or a Part A changes (version triggers: migrations 0002, 0013 and 0018).
// People read their payroll far more often than HR imports it: a cached read costs no statement of its
// own (the request's one look at the table versions aside). Form 16 is kept as issued in the database
// instead (form16-issue.ts).
import 'server-only';
import type { Db } from '@/db/client';
import { versionedCache } from '@/db/versioned-cache';
import { JsonText } from '@/lib/api/json-text';
import { payrollPeriods } from './queries';
import type { PeriodList } from './schemas';

const PEOPLE = 20_000;
const TABLES = ['employees', 'payslips', 'form16_part_a'] as const;

/** A person's payroll answer, ready to send, and whose it is (for the audit log). */
export interface PayrollAnswer<T> {
  username: string;
  answer?: JsonText<T>;
}

const periodLists = versionedCache<PayrollAnswer<PeriodList> | null>(TABLES, PEOPLE);

/** A person's period list by username (lower case); undefined when there is no such employee. */
export async function cachedPeriodList(db: Db, username: string): Promise<PayrollAnswer<PeriodList> | undefined> {
  return (
    (await periodLists(db, username, async () => {
      const list = await payrollPeriods(db, username);
      return list ? { username: list.username, answer: JsonText.of(list) } : null;
    })) ?? undefined
  );
}

/** The month (`YYYY-MM`) of a person's latest payslip, from their cached period list; null before the first. */
export async function latestPayslipMonth(db: Db, username: string): Promise<string | null> {
  const answer = (await cachedPeriodList(db, username))?.answer;
  if (!answer) return null;
  const { items } = JSON.parse(answer.text) as PeriodList;
  // Years come newest first, and each year's months in order.
  return items.find((period) => period.payslipMonths.length > 0)?.payslipMonths.at(-1) ?? null;
}

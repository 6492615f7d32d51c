// What the period list and Form 16 answer, kept until a payslip or a Part A changes (version triggers:
// migration 0013). People read their payroll far more often than HR imports it, and a cached read costs
// one version lookup instead of the year's sums and the tax computation.
import type { Db } from '@/db/client';
import { versionedCache } from '@/db/versioned-cache';
import { form16Of } from './form16';
import { payrollPeriods } from './queries';
import type { Form16, Period } from './schemas';

const PEOPLE = 20_000;

const periods = versionedCache<Period[]>(['payslips', 'form16_part_a'], PEOPLE);
const forms = versionedCache<Form16 | null>(['payslips', 'form16_part_a', 'employees'], PEOPLE);

export function cachedPayrollPeriods(db: Db, employeeId: number): Period[] {
  return periods(db, String(employeeId), () => payrollPeriods(db, employeeId));
}

export function cachedForm16(db: Db, employeeId: number, username: string, year: number): Form16 | undefined {
  return forms(db, `${employeeId}:${year}`, () => form16Of(db, employeeId, username, year) ?? null) ?? undefined;
}

import { pgTable, text, integer, bigint, doublePrecision, jsonb, index, uniqueIndex } from 'drizzle-orm/pg-core';
import { employees } from './employees';

// Amounts in paise are bigint: SQLite's integers are 64-bit, and a month's pay in paise can pass 2^31.
const paise = (name: string) => bigint(name, { mode: 'number' });

export const payslips = pgTable(
  'payslips',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    employeeId: integer('employee_id')
      .notNull()
      .references(() => employees.id),
    month: text('month').notNull(),
    financialYear: integer('financial_year').notNull(),
    paidDays: doublePrecision('paid_days').notNull(),
    lopDays: doublePrecision('lop_days').notNull(),
    earnings: jsonb('earnings').$type<Record<string, number>>().notNull(),
    deductions: jsonb('deductions').$type<Record<string, number>>().notNull(),
    employerContributions: jsonb('employer_contributions').$type<Record<string, number>>().notNull(),
    grossPaise: paise('gross_paise').notNull(),
    deductionsPaise: paise('deductions_paise').notNull(),
    netPaise: paise('net_paise').notNull(),
    employerPaise: paise('employer_paise').notNull(),
    basicPaise: paise('basic_paise').notNull(),
    employerNpsPaise: paise('employer_nps_paise').notNull(),
    tdsPaise: paise('tds_paise').notNull(),
    importedBy: text('imported_by').notNull(),
    importedAt: text('imported_at').notNull(),
  },
  (t) => [
    uniqueIndex('payslips_employee_month_uq').on(t.employeeId, t.month),
    index('payslips_year_totals_idx').on(
      t.employeeId,
      t.financialYear,
      t.month,
      t.grossPaise,
      t.deductionsPaise,
      t.netPaise,
      t.tdsPaise,
      t.basicPaise,
      t.employerNpsPaise,
    ),
  ],
);

export const form16PartA = pgTable(
  'form16_part_a',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    employeeId: integer('employee_id')
      .notNull()
      .references(() => employees.id),
    year: integer('year').notNull(),
    employerName: text('employer_name').notNull(),
    employerAddress: text('employer_address'),
    employerTan: text('employer_tan').notNull(),
    employerPan: text('employer_pan').notNull(),
    employeePan: text('employee_pan').notNull(),
    quarters: jsonb('quarters')
      .$type<{ quarter: string; receiptNumber: string; taxDeductedPaise: number; taxDepositedPaise: number }[]>()
      .notNull(),
    importedBy: text('imported_by').notNull(),
    importedAt: text('imported_at').notNull(),
    // Text, not jsonb, as in SQLite: the answer is served as it was stored, byte for byte.
    issued: text('issued'),
    issuedGenerator: integer('issued_generator'),
  },
  (t) => [uniqueIndex('form16_part_a_employee_year_uq').on(t.employeeId, t.year), index('form16_part_a_generator_idx').on(t.issuedGenerator)],
);

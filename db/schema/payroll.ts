import { sqliteTable, text, integer, real, index, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { employees } from './employees';

/**
 * One payslip per person and month, as imported. Amounts are whole paise, so sums are exact; the
 * components are JSON maps of code -> paise, and the totals the pages and Form 16 sum are columns.
 */
export const payslips = sqliteTable(
  'payslips',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    employeeId: integer('employee_id')
      .notNull()
      .references(() => employees.id),
    month: text('month').notNull(),
    /** The financial year (1 April to 31 March), by its first calendar year. */
    financialYear: integer('financial_year').notNull(),
    paidDays: real('paid_days').notNull(),
    lopDays: real('lop_days').notNull(),
    earnings: text('earnings', { mode: 'json' }).$type<Record<string, number>>().notNull(),
    deductions: text('deductions', { mode: 'json' }).$type<Record<string, number>>().notNull(),
    employerContributions: text('employer_contributions', { mode: 'json' }).$type<Record<string, number>>().notNull(),
    grossPaise: integer('gross_paise').notNull(),
    deductionsPaise: integer('deductions_paise').notNull(),
    netPaise: integer('net_paise').notNull(),
    employerPaise: integer('employer_paise').notNull(),
    /** What Form 16 Part B needs: basic salary, employer NPS (80CCD(2)) and tax deducted. */
    basicPaise: integer('basic_paise').notNull(),
    employerNpsPaise: integer('employer_nps_paise').notNull(),
    tdsPaise: integer('tds_paise').notNull(),
    importedBy: text('imported_by').notNull(),
    importedAt: text('imported_at').notNull(),
  },
  (t) => [
    uniqueIndex('payslips_employee_month_uq').on(t.employeeId, t.month),
    // A person's year in order, with the totals that the period list, the year to date and Form 16 sum:
    // those reads find all they need in this index, without a lookup of each payslip's wider row.
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

/** Form 16 Part A of a person and financial year: what the employer's TDS returns (TRACES) say. */
export const form16PartA = sqliteTable(
  'form16_part_a',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    employeeId: integer('employee_id')
      .notNull()
      .references(() => employees.id),
    year: integer('year').notNull(),
    employerName: text('employer_name').notNull(),
    employerAddress: text('employer_address'),
    employerTan: text('employer_tan').notNull(),
    employerPan: text('employer_pan').notNull(),
    employeePan: text('employee_pan').notNull(),
    /** [{quarter, receiptNumber, taxDeductedPaise, taxDepositedPaise}] */
    quarters: text('quarters', { mode: 'json' })
      .$type<{ quarter: string; receiptNumber: string; taxDeductedPaise: number; taxDepositedPaise: number }[]>()
      .notNull(),
    importedBy: text('imported_by').notNull(),
    importedAt: text('imported_at').notNull(),
    /**
     * The Form 16 issued from this Part A, as the API answers it (JSON text), written by the import that
     * brought Part A or the year's payslips; null once anything it was worked out from has changed
     * (triggers, migration 0020) until it is issued again. See lib/payroll/form16-issue.ts.
     */
    issued: text('issued'),
    /** The FORM16_GENERATOR that worked `issued` out: an answer of an older one is not served. */
    issuedGenerator: integer('issued_generator'),
  },
  (t) => [
    uniqueIndex('form16_part_a_employee_year_uq').on(t.employeeId, t.year),
    // What an import or start-up looks for: the Part A rows without a Form 16 kept by this generator, found
    // without reading every row's kept text (years of Part A build up; a start after a crash reads them cold).
    index('form16_part_a_generator_idx').on(t.issuedGenerator),
  ],
);

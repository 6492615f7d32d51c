import 'server-only';
import type { Db } from '@/db/client';
import { assessmentYearOf, financialYearLabel, type Quarter } from './constants';
import { rupeesOf } from './money';
import { form16Sources } from './queries';
import type { Form16 } from './schemas';
import { computeTax, taxRulesFor } from './tax';

export interface YearTotals {
  /** Paise over the year's payslips. */
  gross: number;
  basic: number;
  employerNps: number;
  tds: number;
}

/**
 * Part B from a financial year's payslips under that year's new regime: gross salary is the sum of the
 * monthly gross; section 10 exemptions (HRA, LTA) are not available under the new regime; the standard
 * deduction; Chapter VI-A is only employer NPS (80CCD(2)) within its share of basic salary.
 */
export function partBFrom(year: number, totals: YearTotals): Form16['partB'] {
  const rules = taxRulesFor(year);
  const grossSalary = rupeesOf(totals.gross);
  const standardDeduction = Math.min(rules.standardDeduction, grossSalary);
  const chapterVIADeductions = Math.min(rupeesOf(totals.employerNps), Math.floor(rupeesOf(totals.basic) * rules.employerNpsShareOfBasic));
  const computed = computeTax(grossSalary - standardDeduction - chapterVIADeductions, rules);
  const relief = 0;
  return {
    regime: 'new',
    grossSalary,
    section10Exemptions: 0,
    standardDeduction,
    chapterVIADeductions,
    taxableIncome: computed.taxableIncome,
    tax: computed.tax,
    rebate87A: computed.rebate87A,
    surcharge: computed.surcharge,
    cess: computed.cess,
    relief,
    netTaxPayable: computed.totalTax - relief,
    taxDeducted: rupeesOf(totals.tds),
  };
}

/** A person's Form 16 for a financial year (none when Part A has not been issued for it); undefined when there is no such person. */
export async function form16Of(db: Db, person: string, year: number): Promise<{ username: string; form16?: Form16 } | undefined> {
  const sources = await form16Sources(db, person, year);
  if (!sources) return undefined;
  const { username, partA, employeeName, totals } = sources;
  if (!partA) return { username };
  const quarters = partA.quarters.map((q) => ({
    quarter: q.quarter as Quarter,
    receiptNumber: q.receiptNumber,
    taxDeducted: rupeesOf(q.taxDeductedPaise),
    taxDeposited: rupeesOf(q.taxDepositedPaise),
  }));
  const assessmentYear = assessmentYearOf(year);
  const form16: Form16 = {
    username,
    year: String(year),
    label: financialYearLabel(year),
    assessmentYear,
    partA: {
      employerName: partA.employerName,
      employerAddress: partA.employerAddress,
      employerTan: partA.employerTan,
      employerPan: partA.employerPan,
      employeeName,
      employeePan: partA.employeePan,
      assessmentYear,
      periodFrom: `${year}-04-01`,
      periodTo: `${year + 1}-03-31`,
      quarters,
      totalTaxDeducted: rupeesOf(partA.quarters.reduce((sum, q) => sum + q.taxDeductedPaise, 0)),
      totalTaxDeposited: rupeesOf(partA.quarters.reduce((sum, q) => sum + q.taxDepositedPaise, 0)),
    },
    partB: partBFrom(year, totals),
  };
  return { username, form16 };
}

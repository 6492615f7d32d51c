import { describe, expect, it } from 'vitest';
import { partBFrom } from '@/lib/payroll/form16';
import { computeTax, slabTax, taxRulesFor } from '@/lib/payroll/tax';

const FY2025 = taxRulesFor(2025);
const FY2024 = taxRulesFor(2024);
const paise = (rupees: number) => rupees * 100;

describe('computeTax under the new regime', () => {
  it('FY 2025-26: no tax up to 12 lakh, thanks to the 87A rebate of up to 60,000', () => {
    expect(slabTax(1_200_000, FY2025.slabs)).toBe(60_000);
    expect(computeTax(1_200_000, FY2025)).toEqual({ taxableIncome: 1_200_000, tax: 60_000, rebate87A: 60_000, surcharge: 0, cess: 0, totalTax: 0 });
  });

  it('FY 2025-26: just above 12 lakh, marginal relief limits tax to the income above it', () => {
    // Slab tax 61,500; income above 12 lakh 10,000; so the rebate is 51,500 and cess 4% of 10,000.
    expect(computeTax(1_210_000, FY2025)).toEqual({ taxableIncome: 1_210_000, tax: 61_500, rebate87A: 51_500, surcharge: 0, cess: 400, totalTax: 10_400 });
    // At 13 lakh the slab tax (75,000) is below the excess (1 lakh): no rebate.
    expect(computeTax(1_300_000, FY2025)).toMatchObject({ tax: 75_000, rebate87A: 0, cess: 3_000, totalTax: 78_000 });
  });

  it('FY 2025-26: every slab up to 30% at 25 lakh', () => {
    // 5% of 4L + 10% of 4L + 15% of 4L + 20% of 4L + 25% of 4L + 30% of 1L.
    expect(computeTax(2_500_000, FY2025)).toMatchObject({ tax: 330_000, rebate87A: 0, cess: 13_200, totalTax: 343_200 });
  });

  it('FY 2025-26: surcharge of 10% above 50 lakh, with marginal relief just above the threshold', () => {
    expect(computeTax(5_500_000, FY2025)).toMatchObject({ tax: 1_230_000, surcharge: 123_000, cess: 54_120, totalTax: 1_407_120 });
    // At 50.1 lakh tax plus surcharge may exceed the tax at 50 lakh (10,80,000) by no more than 10,000.
    expect(computeTax(5_010_000, FY2025)).toMatchObject({ tax: 1_083_000, surcharge: 7_000, cess: 43_600, totalTax: 1_133_600 });
  });

  it('FY 2024-25: no tax up to 7 lakh, marginal relief above, and the older slabs', () => {
    expect(computeTax(700_000, FY2024)).toMatchObject({ tax: 20_000, rebate87A: 20_000, totalTax: 0 });
    expect(computeTax(720_000, FY2024)).toMatchObject({ tax: 22_000, rebate87A: 2_000, cess: 800, totalTax: 20_800 });
    // 5% of 4L + 10% of 3L + 15% of 2L + 20% of 3L + 30% of 1L.
    expect(computeTax(1_600_000, FY2024)).toMatchObject({ tax: 170_000, totalTax: 176_800 });
  });

  it('rounds total income to the nearest ten rupees (section 288A) and uses the latest rules for a later year', () => {
    expect(computeTax(1_300_004, FY2025).taxableIncome).toBe(1_300_000);
    expect(computeTax(1_300_005, FY2025).taxableIncome).toBe(1_300_010);
    expect(taxRulesFor(2026)).toBe(FY2025);
    expect(taxRulesFor(2023).standardDeduction).toBe(50_000);
  });
});

describe('Part B from a year of payslips', () => {
  it('takes gross salary as the payslips’ sum, the standard deduction, and employer NPS within 14% of basic', () => {
    const partB = partBFrom(2025, { gross: paise(1_500_000), basic: paise(600_000), employerNps: paise(90_000), tds: paise(80_000) });
    // NPS is capped at 14% of basic: 84,000. 15,00,000 - 75,000 - 84,000 = 13,41,000.
    expect(partB).toMatchObject({ grossSalary: 1_500_000, section10Exemptions: 0, standardDeduction: 75_000, chapterVIADeductions: 84_000, taxableIncome: 1_341_000 });
    // 60,000 + 15% of 1,41,000 = 81,150; plus 4% cess = 84,396.
    expect(partB).toMatchObject({ tax: 81_150, rebate87A: 0, cess: 3_246, netTaxPayable: 84_396, taxDeducted: 80_000 });
  });

  it('owes nothing on 12.75 lakh of salary in FY 2025-26 (12 lakh after the standard deduction)', () => {
    expect(partBFrom(2025, { gross: paise(1_275_000), basic: 0, employerNps: 0, tds: 0 })).toMatchObject({ taxableIncome: 1_200_000, netTaxPayable: 0 });
  });
});

// Income tax under the new regime (section 115BAC), per financial year: the slabs, standard deduction,
// section 87A rebate with marginal relief, surcharge with marginal relief, and 4% health and education
// cess. Sources and worked examples: docs/decisions.md, tests/lib/tax.test.ts. Pure: no server imports.

interface Slab {
  /** Income above this many rupees... */
  from: number;
  /** ...is taxed at this rate. */
  rate: number;
}

export interface TaxRules {
  /** The financial year the rules are for (its starting year). */
  year: number;
  slabs: readonly Slab[];
  standardDeduction: number;
  /** Section 87A: tax up to `maxRebate` is remitted when total income is at most `incomeLimit`. */
  rebate: { incomeLimit: number; maxRebate: number };
  /** Section 80CCD(2): employer NPS deductible up to this share of basic salary. */
  employerNpsShareOfBasic: number;
}

const lakh = 100_000;

/** Finance Act 2023: FY 2023-24. */
const FY_2023: TaxRules = {
  year: 2023,
  slabs: [
    { from: 0, rate: 0 },
    { from: 3 * lakh, rate: 0.05 },
    { from: 6 * lakh, rate: 0.1 },
    { from: 9 * lakh, rate: 0.15 },
    { from: 12 * lakh, rate: 0.2 },
    { from: 15 * lakh, rate: 0.3 },
  ],
  standardDeduction: 50_000,
  rebate: { incomeLimit: 7 * lakh, maxRebate: 25_000 },
  employerNpsShareOfBasic: 0.1,
};

/** Finance (No. 2) Act 2024: FY 2024-25. */
const FY_2024: TaxRules = {
  year: 2024,
  slabs: [
    { from: 0, rate: 0 },
    { from: 3 * lakh, rate: 0.05 },
    { from: 7 * lakh, rate: 0.1 },
    { from: 10 * lakh, rate: 0.15 },
    { from: 12 * lakh, rate: 0.2 },
    { from: 15 * lakh, rate: 0.3 },
  ],
  standardDeduction: 75_000,
  rebate: { incomeLimit: 7 * lakh, maxRebate: 25_000 },
  employerNpsShareOfBasic: 0.14,
};

/** Finance Act 2025: FY 2025-26. */
const FY_2025: TaxRules = {
  year: 2025,
  slabs: [
    { from: 0, rate: 0 },
    { from: 4 * lakh, rate: 0.05 },
    { from: 8 * lakh, rate: 0.1 },
    { from: 12 * lakh, rate: 0.15 },
    { from: 16 * lakh, rate: 0.2 },
    { from: 20 * lakh, rate: 0.25 },
    { from: 24 * lakh, rate: 0.3 },
  ],
  standardDeduction: 75_000,
  rebate: { incomeLimit: 12 * lakh, maxRebate: 60_000 },
  employerNpsShareOfBasic: 0.14,
};

const RULES = [FY_2023, FY_2024, FY_2025];

/** The rules for a financial year: the latest known ones for a later year (until a Finance Act changes them). */
export function taxRulesFor(year: number): TaxRules {
  const known = RULES.filter((r) => r.year <= year);
  return known.at(-1) ?? FY_2023;
}

/** New-regime surcharge on tax, by total income (capped at 25%). */
const SURCHARGE = [
  { above: 200 * lakh, rate: 0.25 },
  { above: 100 * lakh, rate: 0.15 },
  { above: 50 * lakh, rate: 0.1 },
];

const CESS = 0.04;

export function slabTax(income: number, slabs: readonly Slab[]): number {
  let tax = 0;
  slabs.forEach((slab, i) => {
    const upTo = slabs[i + 1]?.from ?? Infinity;
    if (income > slab.from) tax += (Math.min(income, upTo) - slab.from) * slab.rate;
  });
  return tax;
}

/** Section 288A: total income rounded to the nearest multiple of ten rupees. */
const nearestTen = (rupees: number) => Math.round(rupees / 10) * 10;
const rupees = (amount: number) => Math.round(amount);

export interface TaxComputation {
  taxableIncome: number;
  /** Tax on the slabs. */
  tax: number;
  rebate87A: number;
  surcharge: number;
  cess: number;
  /** Tax payable after rebate, surcharge and cess, before relief under section 89. */
  totalTax: number;
}

/**
 * Tax on a total income (after deductions). The 87A rebate removes tax up to the limit; just above the
 * limit, marginal relief keeps tax from exceeding the income above it. Surcharge has the same relief at
 * each threshold.
 */
export function computeTax(totalIncome: number, rules: TaxRules): TaxComputation {
  const taxableIncome = nearestTen(Math.max(0, totalIncome));
  const tax = slabTax(taxableIncome, rules.slabs);
  const { incomeLimit, maxRebate } = rules.rebate;
  let rebate87A = 0;
  if (taxableIncome <= incomeLimit) rebate87A = Math.min(tax, maxRebate);
  else rebate87A = Math.max(0, tax - (taxableIncome - incomeLimit));
  const afterRebate = tax - rebate87A;
  let surcharge = 0;
  const band = SURCHARGE.find((s) => taxableIncome > s.above);
  if (band) {
    surcharge = afterRebate * band.rate;
    // Marginal relief: tax and surcharge may exceed the tax at the threshold by no more than the income above it.
    const atThreshold = slabTax(band.above, rules.slabs) * (1 + (SURCHARGE.find((s) => band.above > s.above)?.rate ?? 0));
    surcharge = Math.max(0, Math.min(surcharge, atThreshold + (taxableIncome - band.above) - afterRebate));
  }
  const cess = (afterRebate + surcharge) * CESS;
  return {
    taxableIncome,
    tax: rupees(tax),
    rebate87A: rupees(rebate87A),
    surcharge: rupees(surcharge),
    cess: rupees(cess),
    totalTax: rupees(afterRebate + surcharge + cess),
  };
}

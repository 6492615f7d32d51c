import type { Form16 } from '@/lib/payroll/hooks';
import { MoneyTable, type MoneyRow } from './money-table';

/** The computation in the order Form 16 Part B sets it out, from gross salary to the tax deducted. */
function linesOf(b: Form16['partB']): MoneyRow[] {
  return [
    { id: 'gross', label: 'Gross salary', amount: b.grossSalary },
    { id: 'sec10', label: 'Less: allowances exempt under section 10', amount: b.section10Exemptions },
    { id: 'std', label: 'Less: standard deduction under section 16(ia)', amount: b.standardDeduction },
    { id: 'via', label: 'Less: deductions under Chapter VI-A (section 80CCD(2))', amount: b.chapterVIADeductions },
    { id: 'taxable', label: 'Total taxable income (rounded under section 288A)', amount: b.taxableIncome, strong: true },
    { id: 'tax', label: 'Tax on total income', amount: b.tax },
    { id: '87a', label: 'Less: rebate under section 87A', amount: b.rebate87A },
    { id: 'surcharge', label: 'Add: surcharge', amount: b.surcharge },
    { id: 'cess', label: 'Add: health and education cess at 4%', amount: b.cess },
    { id: 'relief', label: 'Less: relief under section 89', amount: b.relief },
    { id: 'net', label: 'Net tax payable', amount: b.netTaxPayable, strong: true },
    { id: 'tds', label: 'Tax deducted at source', amount: b.taxDeducted },
  ];
}

/** Part B: the salary and the tax on it, worked out line by line under the new regime. */
export function Form16PartB({ partB }: { partB: Form16['partB'] }) {
  return (
    <section aria-labelledby="form16-part-b" className="space-y-4 print:break-inside-avoid">
      <h3 id="form16-part-b" className="text-base font-semibold text-gray-900 print:text-black">
        Part B: salary and tax computation
      </h3>
      <MoneyTable caption="Computation under the new tax regime (section 115BAC)" labelHeading="Item" rows={linesOf(partB)} />
    </section>
  );
}

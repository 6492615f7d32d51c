import { formatMonth, shortMonthOf } from '@/components/ui/date-words';
import { monthsOf } from '@/lib/payroll/constants';
import type { Payslip } from '@/lib/payroll/hooks';
import { formatRupees, formatRupeesCompact } from '../money';

/** Multiples of a power of ten that make round axis steps (₹25K, ₹50K, ₹1L...). */
const STEP_FACTORS = [1, 2, 2.5, 5, 10] as const;

/**
 * Round values from 0 up to at least `max`, about `target` steps apart, for a value axis. Always at
 * least [0, step], so a year of zero pay still has an axis to draw on.
 */
function axisTicks(max: number, target = 4): number[] {
  const rough = Math.max(max, 1) / target;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = (STEP_FACTORS.find((f) => f * power >= rough) ?? 10) * power;
  const steps = Math.max(1, Math.ceil(max / step));
  return Array.from({ length: steps + 1 }, (_, i) => i * step);
}

/** What each bar colour stands for; the chart's label and table say the same in words. */
export function PayLegend() {
  return (
    <ul className="flex flex-wrap gap-4 text-sm text-gray-800">
      {[
        { fill: GROSS_FILL, label: 'Gross pay (left bar)' },
        { fill: NET_FILL, label: 'Net pay (right bar)' },
      ].map(({ fill, label }) => (
        <li key={label} className="flex items-center gap-2">
          <svg aria-hidden="true" width="14" height="14" className="shrink-0">
            <rect width="14" height="14" rx="2" className={fill} />
          </svg>
          {label}
        </li>
      ))}
    </ul>
  );
}

const HEIGHT = 240;
const TOP = 10;
const BOTTOM = 28;
const AXIS_WIDTH = 56;
const PLOT = HEIGHT - TOP - BOTTOM;
/** Each month's share of the width, in per cent: the bars are placed in per cent so text keeps its size at any width. */
const SLOT = 100 / 12;

export const GROSS_FILL = 'fill-indigo-700';
export const NET_FILL = 'fill-emerald-600';

type PayBarsProps = { year: number; label: string; payslips: readonly Payslip[] };

function summaryOf(label: string, payslips: readonly Payslip[]): string {
  const first = payslips[0];
  const last = payslips[payslips.length - 1];
  const total = (pick: (p: Payslip) => number) => formatRupees(payslips.reduce((sum, p) => sum + pick(p), 0));
  const span = first && last ? `${formatMonth(first.month)} to ${formatMonth(last.month)}` : '';
  return (
    `Bar chart of gross and net pay for each month of ${label}: ${payslips.length} payslip${payslips.length === 1 ? '' : 's'}, ${span}, ` +
    `${total((p) => p.grossPay)} gross and ${total((p) => p.netPay)} net in all. The figures are in the table below the chart.`
  );
}

/**
 * Paired bars, gross then net, for April to March. The value axis is a fixed-width SVG beside the plot,
 * which stretches: text drawn in a scaled viewBox would shrink to nothing on a phone. The label speaks
 * for the whole; the SVGs are hidden from assistive technology, which would otherwise find two more images.
 */
export function PayBars({ year, label, payslips }: PayBarsProps) {
  const byMonth = new Map(payslips.map((p) => [p.month, p]));
  const ticks = axisTicks(Math.max(...payslips.map((p) => p.grossPay), 0));
  const top = ticks[ticks.length - 1] ?? 1;
  const y = (amount: number) => TOP + PLOT * (1 - amount / top);
  // A month of loss of pay can leave net pay below zero; a bar cannot go below the axis.
  const bar = (amount: number) => ({ y: y(Math.max(amount, 0)), height: PLOT - (y(Math.max(amount, 0)) - TOP) });

  return (
    <div role="img" aria-label={summaryOf(label, payslips)} className="flex">
      <svg aria-hidden="true" width={AXIS_WIDTH} height={HEIGHT} className="shrink-0 fill-gray-700 text-xs">
        {ticks.map((t) => (
          <text key={t} x={AXIS_WIDTH - 6} y={y(t) + 4} textAnchor="end">
            {formatRupeesCompact(t)}
          </text>
        ))}
      </svg>
      <svg aria-hidden="true" height={HEIGHT} className="min-w-0 flex-1 text-xs">
        {ticks.map((t) => (
          <line key={t} x1="0" x2="100%" y1={y(t)} y2={y(t)} className={t === 0 ? 'stroke-gray-500' : 'stroke-gray-200'} />
        ))}
        {monthsOf(year).map((month, i) => {
          const payslip = byMonth.get(month);
          const slot = i * SLOT;
          return (
            <g key={month}>
              {payslip ? (
                <>
                  <title>{`${formatMonth(month)}: gross ${formatRupees(payslip.grossPay)}, net ${formatRupees(payslip.netPay)}`}</title>
                  <rect x={`${slot + SLOT * 0.14}%`} width={`${SLOT * 0.34}%`} {...bar(payslip.grossPay)} className={GROSS_FILL} />
                  <rect x={`${slot + SLOT * 0.52}%`} width={`${SLOT * 0.34}%`} {...bar(payslip.netPay)} className={NET_FILL} />
                </>
              ) : null}
              {/* A phone has about 20 px a month: one letter fits, "Sept" would run into its neighbours. */}
              <text x={`${slot + SLOT / 2}%`} y={HEIGHT - 8} textAnchor="middle" className="fill-gray-700">
                <tspan className="sm:hidden">{shortMonthOf(`${month}-01`).charAt(0)}</tspan>
                <tspan className="max-sm:hidden">{shortMonthOf(`${month}-01`)}</tspan>
              </text>
            </g>
          );
        })}
      </svg>
    </div>
  );
}

import { GROSS_FILL, NET_FILL } from './pay-bars';

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

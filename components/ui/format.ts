// Formats shared by the pages: amounts, sizes, flags, masked PANs. Calendar dates in words are in
// components/ui/date-words.ts; times in the organisation's zone in components/ui/org-zone.ts.

// Made on first use: the first Intl formatter a page makes is costly (see components/ui/date-words.ts).
let numbers: Intl.NumberFormat | undefined;
const numberFormat = () => (numbers ??= new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 }));

/** An amount with its ISO currency when known; Indian digit grouping either way. */
export function formatAmount(amount: number, currencyCode?: string | null): string {
  if (!currencyCode) return numberFormat().format(amount);
  try {
    return new Intl.NumberFormat('en-IN', { style: 'currency', currency: currencyCode, minimumFractionDigits: 0, maximumFractionDigits: 2 }).format(amount);
  } catch {
    // A well-formed but unknown code: still say which currency it is.
    return `${numberFormat().format(amount)} ${currencyCode}`;
  }
}

export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${numberFormat().format(Math.round(bytes / 102.4) / 10)} KB`;
  return `${numberFormat().format(Math.round(bytes / (1024 * 102.4)) / 10)} MB`;
}

const YES = /^(true|yes|y|1)$/i;
const NO = /^(false|no|n|0)$/i;

/** The spec carries flags such as `fresher` as free text ("true", "yes"): show Yes or No when it is one. */
export function yesNo(value: string): string {
  if (YES.test(value.trim())) return 'Yes';
  if (NO.test(value.trim())) return 'No';
  return value;
}

export function isYes(value: string | null | undefined): boolean {
  return value ? YES.test(value.trim()) : false;
}

function plural(n: number, unit: string): string {
  return `${numberFormat().format(n)} ${unit}${n === 1 ? '' : 's'}`;
}

/** "3 years 4 months"; null when neither is known. */
export function formatExperience(years: number | null, months: number | null): string | null {
  if (years === null && months === null) return null;
  const parts = [years ? plural(years, 'year') : '', months ? plural(months, 'month') : ''].filter(Boolean);
  return parts.length ? parts.join(' ') : 'None';
}

export function formatDays(days: number): string {
  return plural(days, 'day');
}

/** A sentence's end made to stand alone, for a list cell: "Applied through the career site". */
export function capitalised(words: string): string {
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * "XXXXXX234F": a PAN with all but its last four characters hidden. The pages show PANs this way; only
 * the person's own profile shows theirs in full, when they ask.
 */
export function maskPan(pan: string): string {
  const last = pan.slice(-4);
  return `${'X'.repeat(Math.max(pan.length - last.length, 0))}${last}`;
}

/** Paise as rupees (two decimals). */
export const rupeesOf = (paise: number) => Math.round(paise) / 100;

/** Rupees (at most two decimals, already checked) as whole paise. */
export const paiseOf = (rupees: number) => Math.round(rupees * 100);

const ONES = ['', 'One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight', 'Nine', 'Ten', 'Eleven', 'Twelve', 'Thirteen', 'Fourteen', 'Fifteen', 'Sixteen', 'Seventeen', 'Eighteen', 'Nineteen'];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

/** 0 < n < 100 in words: "Forty-Two". */
function belowHundred(n: number): string {
  return n < 20 ? (ONES[n] ?? '') : [TENS[Math.floor(n / 10)], ONES[n % 10]].filter(Boolean).join('-');
}

/** A whole number in words as Indian figures are read, in crore, lakh, thousand and hundred: 12345678 -> "One Crore Twenty-Three Lakh Forty-Five Thousand Six Hundred Seventy-Eight". */
function wholeInWords(n: number): string {
  if (n === 0) return 'Zero';
  const parts: string[] = [];
  const crore = Math.floor(n / 10_000_000);
  if (crore > 0) parts.push(`${wholeInWords(crore)} Crore`);
  const lakh = Math.floor((n % 10_000_000) / 100_000);
  const thousand = Math.floor((n % 100_000) / 1000);
  const hundred = Math.floor((n % 1000) / 100);
  const rest = n % 100;
  if (lakh > 0) parts.push(`${belowHundred(lakh)} Lakh`);
  if (thousand > 0) parts.push(`${belowHundred(thousand)} Thousand`);
  if (hundred > 0) parts.push(`${belowHundred(hundred)} Hundred`);
  if (rest > 0) parts.push(belowHundred(rest));
  return parts.join(' ');
}

/** An amount in rupees as written on a payslip or cheque: 123456.5 -> "Rupees One Lakh Twenty-Three Thousand Four Hundred Fifty-Six and Fifty Paise Only". */
export function rupeesInWords(rupees: number): string {
  const paise = paiseOf(rupees);
  const whole = Math.floor(paise / 100);
  const fraction = paise % 100;
  return `Rupees ${wholeInWords(whole)}${fraction > 0 ? ` and ${belowHundred(fraction)} Paise` : ''} Only`;
}

const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });
// Indian compact notation reads in thousands, lakh and crore: "₹50K", "₹1.5L", "₹1Cr".
const compactRupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', notation: 'compact', maximumFractionDigits: 1, minimumFractionDigits: 0 });

/** 123456.5 -> "₹1,23,456.50" */
export const formatRupees = (amount: number) => rupees.format(amount);

/** 150000 -> "₹1.5L", for chart axes where the full figure would not fit. */
export const formatRupeesCompact = (amount: number) => compactRupees.format(amount);

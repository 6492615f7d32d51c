/** Paise as rupees (two decimals). */
export const rupeesOf = (paise: number) => Math.round(paise) / 100;

/** Rupees (at most two decimals, already checked) as whole paise. */
export const paiseOf = (rupees: number) => Math.round(rupees * 100);

/** Multiples of a power of ten that make round axis steps (₹25K, ₹50K, ₹1L...). */
const STEP_FACTORS = [1, 2, 2.5, 5, 10] as const;

/**
 * Round values from 0 up to at least `max`, about `target` steps apart, for a value axis. Always at
 * least [0, step], so a year of zero pay still has an axis to draw on.
 */
export function axisTicks(max: number, target = 4): number[] {
  const rough = Math.max(max, 1) / target;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = (STEP_FACTORS.find((f) => f * power >= rough) ?? 10) * power;
  const steps = Math.max(1, Math.ceil(max / step));
  return Array.from({ length: steps + 1 }, (_, i) => i * step);
}

/**
 * Runs in the browser before the app's own code (Next.js's instrumentation-client hook).
 *
 * zod compiles object parsers with `new Function` where it may, and finds out by trying a
 * `new Function('')` in a try/catch. The pages' Content-Security-Policy allows no eval, so that caught
 * probe is reported as a CSP violation on every page that validates a form. `jitless` makes zod skip the
 * probe and parse without eval. zod reads its settings from this global, created on first use: setting
 * it here rather than through `z.config()` keeps zod out of the code every page loads.
 */
const zodHost = globalThis as { __zod_globalConfig?: Record<string, unknown> };
zodHost.__zod_globalConfig = { ...zodHost.__zod_globalConfig, jitless: true };

export {};

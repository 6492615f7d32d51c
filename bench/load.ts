// A thin wrapper over autocannon's programmatic API: one scenario for a fixed time, boiled down to the numbers we report.
import autocannon from 'autocannon';
import type { Scenario } from './scenarios';

export interface LoadOptions {
  connections: number;
  /** Seconds. */
  duration: number;
}

export interface RoundResult {
  /** Completed responses per second over the round. */
  rps: number;
  /** Latency percentiles in milliseconds. */
  p50: number;
  p99: number;
  /** Unexpected statuses + timeouts + connection errors. */
  errors: number;
  timeouts: number;
  connectionErrors: number;
  responses: number;
  /** Requests sent but not answered when the round stopped (still in flight): the server may yet have done them. */
  unanswered: number;
  /** Count per status code, e.g. { "200": 41234 }. */
  statuses: Record<string, number>;
  /** req/s of the baseline run shortly before this round (set by the runner; the ratio's denominator). */
  baselineRps?: number;
  /** CPU time the server's processes used over the round, per response, in milliseconds (set by the runner). */
  serverCpuMs?: number;
}

// Requests made so far per scenario, so per-request bodies and paths never repeat within a run (warm-up included).
const sent = new Map<Scenario, number>();

function nextNumber(scenario: Scenario): number {
  const n = (sent.get(scenario) ?? 0) + 1;
  sent.set(scenario, n);
  return n;
}

/** The path of the next request (a scenario may give each request its own query). */
export function requestPath(scenario: Scenario, n = nextNumber(scenario)): string {
  return typeof scenario.path === 'string' ? scenario.path : scenario.path(n);
}

export function requestBody(scenario: Scenario, n = nextNumber(scenario)): { body: string | Buffer | undefined; headers: Record<string, string> } {
  const headers: Record<string, string> = { ...scenario.headers };
  if (scenario.body === undefined) return { body: undefined, headers };
  if (typeof scenario.body === 'string') return { body: scenario.body, headers };
  if (typeof scenario.body === 'function') return { body: scenario.body(n), headers };
  if (!Object.keys(headers).some((name) => name.toLowerCase() === 'content-type')) headers['Content-Type'] = 'application/json';
  return { body: JSON.stringify(scenario.body), headers };
}

export function isExpectedStatus(scenario: Scenario, status: number): boolean {
  return scenario.expectStatus === undefined ? status >= 200 && status < 300 : status === scenario.expectStatus;
}

export async function measure(baseUrl: string, scenario: Scenario, options: LoadOptions): Promise<RoundResult> {
  const { body, headers } = requestBody(scenario);
  const varies = typeof scenario.body === 'function' || typeof scenario.path === 'function';
  // Without a callback autocannon returns its instance, an event emitter that is also a promise of the result.
  const run = autocannon({
    url: baseUrl + requestPath(scenario),
    method: scenario.method,
    headers,
    body,
    // A body or path per request (unique candidates, varied searches) is made as each request is sent.
    ...(varies
      ? {
          requests: [
            {
              setupRequest: (request: object) => {
                const n = nextNumber(scenario);
                return { ...request, path: requestPath(scenario, n), body: requestBody(scenario, n).body };
              },
            },
          ],
        }
      : {}),
    connections: scenario.connections ?? options.connections,
    // A fixed number of requests ends a round only once every one is answered (autocannon then ignores duration).
    ...(scenario.requestsPerRound ? { amount: scenario.requestsPerRound } : { duration: options.duration }),
    timeout: 10,
  }) as unknown as autocannon.Instance & PromiseLike<autocannon.Result>;
  // autocannon ends a fixed-amount run at its next one-second tick, so its own duration rounds up to
  // whole seconds; such a round's rate is timed to its last answer instead.
  let lastAnswerAt = 0;
  run.on('response', () => {
    lastAnswerAt = Date.now();
  });
  const result = await run;
  const seconds = scenario.requestsPerRound && lastAnswerAt ? (lastAnswerAt - result.start.getTime()) / 1000 : result.duration;

  const statuses: Record<string, number> = {};
  for (const [code, stat] of Object.entries(result.statusCodeStats ?? {})) statuses[code] = stat.count ?? 0;
  const unexpected = Object.keys(statuses).length
    ? Object.entries(statuses).reduce((sum, [code, count]) => sum + (isExpectedStatus(scenario, Number(code)) ? 0 : count), 0)
    : result.non2xx;
  const responses = Object.values(statuses).reduce((sum, count) => sum + count, 0);
  return {
    rps: seconds > 0 ? result.requests.total / seconds : 0,
    p50: result.latency.p50,
    p99: result.latency.p99,
    // `errors` already includes `timeouts`.
    errors: unexpected + result.errors,
    timeouts: result.timeouts,
    connectionErrors: result.errors - result.timeouts,
    responses,
    unanswered: Math.max(0, result.requests.sent - responses - result.errors),
    statuses,
  };
}

/** One request outside the load, to catch a wrong key or path before minutes of measuring it. */
export async function preflight(baseUrl: string, scenario: Scenario): Promise<{ ok: boolean; status: number; snippet: string }> {
  // One number for both, so a scenario whose path and body name the same thing (a candidate and its job) agree.
  const n = nextNumber(scenario);
  const { body, headers } = requestBody(scenario, n);
  const response = await fetch(baseUrl + requestPath(scenario, n), { method: scenario.method, headers, body: typeof body === 'string' ? body : body && new Uint8Array(body) });
  const text = await response.text();
  return { ok: isExpectedStatus(scenario, response.status), status: response.status, snippet: text.slice(0, 300) };
}

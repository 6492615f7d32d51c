// The soak's mixed traffic: seven reads for every three writes, each kind spread over the seeded people
// and rotated per request, built from the bench's scenarios so the two measure the same requests.
import { requestBody, requestPath } from '../../bench/load';
import { person } from '../../bench/people';
import { SCENARIOS, type Scenario } from '../../bench/scenarios';
import { apiKeyHeaders } from '../../bench/config';

function scenario(name: RegExp): Scenario {
  const found = SCENARIOS.find((s) => name.test(s.name));
  if (!found) throw new Error(`no bench scenario matches ${name}`);
  return found;
}

const INBOX: Scenario = {
  name: 'inbox (20 rows)',
  method: 'GET',
  path: (n) => `/api/bot/v1/inbox/user/${person(n)}?limit=20`,
  headers: apiKeyHeaders,
};

export const MIX_READS: readonly Scenario[] = [
  scenario(/^profile detail/),
  scenario(/^directory list/),
  scenario(/^career portal first page/),
  scenario(/^leave balance/),
  scenario(/^leave history/),
  scenario(/^attendance list/),
  scenario(/^payroll period list/),
  scenario(/^Form 16/),
  scenario(/^referral keyword search, 100,000/),
  INBOX,
];

export const MIX_WRITES: readonly Scenario[] = [scenario(/^punch/), scenario(/^leave apply/), scenario(/^notify/)];

/** Read (R) and write (W) slots every connection cycles through: 70% reads, 30% writes. */
const SLOTS = 'RRWRRWRRWR';
/** The share of the mix's requests that are reads. */
export const READ_SHARE = [...SLOTS].filter((slot) => slot === 'R').length / SLOTS.length;

export interface MixRequest {
  method: Scenario['method'];
  path: string;
  headers: Record<string, string>;
  body?: string | Buffer;
}

// Counted over the whole run (the maximum's measurement and the soak), so no write is sent twice: a
// second leave application for the same person and day would be refused as an overlap.
let reads = 0;
let writes = 0;

/** The next request of each slot: reads and writes each rotate through their kinds, every request numbered afresh. */
export function mixSlots(): (() => MixRequest)[] {
  const numbered = (scenarios: readonly Scenario[], count: number): MixRequest => {
    const chosen = scenarios[count % scenarios.length] as Scenario;
    // The number spreads requests of one kind over people: a kind's count, not the overall one.
    const n = Math.floor(count / scenarios.length);
    const { body, headers } = requestBody(chosen, n);
    return { method: chosen.method, path: requestPath(chosen, n), headers, ...(body === undefined ? {} : { body }) };
  };
  return [...SLOTS].map((slot) => (slot === 'R' ? () => numbered(MIX_READS, reads++) : () => numbered(MIX_WRITES, writes++)));
}

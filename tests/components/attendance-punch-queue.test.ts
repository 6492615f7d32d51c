import { describe, expect, it } from 'vitest';
import { parseQueue, queuedPunch, sendQueue, settle, waiting, type QueuedPunch, type SendOutcome } from '@/components/attendance/punch/queue';
import type { PunchResult } from '@/lib/attendance/hooks';
import { ApiRequestError } from '@/lib/client/fetch-json';

const BLR = { latitude: 12.97, longitude: 77.7502 };

function punchAt(time: string, key = `key-${time}`): QueuedPunch {
  return queuedPunch(key, { date: '2026-11-03', time }, BLR);
}

/** What the server answers for a punch; only the id matters here. */
const answer = (punch: QueuedPunch) => ({ punchId: `PUN-${punch.body.punchTime}` }) as PunchResult;

const offline = () => new ApiRequestError({ status: 0, code: 'network_error', detail: 'Could not reach the server.' });
const refused = (detail: string) => new ApiRequestError({ status: 400, code: 'validation_failed', detail, errors: [{ path: 'punchDate', message: detail }] });

async function run(queue: QueuedPunch[], send: (p: QueuedPunch) => Promise<PunchResult>) {
  const outcomes: SendOutcome[] = [];
  const sent: string[] = [];
  await sendQueue(
    queue,
    (p) => {
      sent.push(p.body.punchTime);
      return send(p);
    },
    (o) => outcomes.push(o),
  );
  return { outcomes, sent, kinds: outcomes.map((o) => `${o.punch.body.punchTime} ${o.kind}`) };
}

describe('queuedPunch', () => {
  it('keeps the tap’s date and time in the organisation’s zone, the position and one key, marked queued', () => {
    expect(queuedPunch('k1', { date: '2026-11-03', time: '09:02:13' }, BLR)).toEqual({
      key: 'k1',
      body: { punchDate: '2026-11-03', punchTime: '09:02:13', latitudeCoordinate: 12.97, longitudeCoordinate: 77.7502, queued: true },
    });
    expect(queuedPunch('k2', { date: '2026-11-03', time: '18:30:00' }, null).body).toEqual({ punchDate: '2026-11-03', punchTime: '18:30:00', queued: true });
  });
});

describe('parseQueue', () => {
  it('reads nothing from nothing, from broken text or from a value that is not a list', () => {
    expect(parseQueue(null)).toEqual([]);
    expect(parseQueue('{not json')).toEqual([]);
    expect(parseQueue('{"key":"a"}')).toEqual([]);
  });

  it('leaves out entries that cannot be kept punches and puts the rest in time order', () => {
    const late = punchAt('18:00:00');
    const early = { ...punchAt('09:00:00'), refusal: 'Too old' };
    const raw = JSON.stringify([
      late,
      { key: 'no-body' },
      { key: 'not-queued', body: { punchDate: '2026-11-03', punchTime: '10:00:00' } },
      { key: 'half-position', body: { punchDate: '2026-11-03', punchTime: '10:00:00', latitudeCoordinate: 1, queued: true } },
      early,
    ]);
    expect(parseQueue(raw)).toEqual([early, late]);
  });
});

describe('sendQueue', () => {
  it('sends the waiting punches oldest first, skipping refused ones', async () => {
    const queue = parseQueue(JSON.stringify([punchAt('13:00:00'), { ...punchAt('08:00:00'), refusal: 'Too old' }, punchAt('09:00:00')]));
    const { sent, outcomes } = await run(queue, async (p) => answer(p));
    expect(sent).toEqual(['09:00:00', '13:00:00']);
    expect(outcomes.map((o) => (o.kind === 'sent' ? o.result.punchId : o.kind))).toEqual(['PUN-09:00:00', 'PUN-13:00:00']);
  });

  it('stops at the first punch that must wait, so none is recorded before an earlier one', async () => {
    const queue = [punchAt('09:00:00'), punchAt('10:00:00'), punchAt('11:00:00')];
    const { sent, kinds } = await run(queue, async (p) => {
      if (p.body.punchTime === '10:00:00') throw offline();
      return answer(p);
    });
    expect(sent).toEqual(['09:00:00', '10:00:00']);
    expect(kinds).toEqual(['09:00:00 sent', '10:00:00 later']);
  });

  it('goes on past a punch the server refuses, with its reason', async () => {
    const { outcomes, kinds } = await run([punchAt('09:00:00'), punchAt('10:00:00')], async (p) => {
      if (p.body.punchTime === '09:00:00') throw refused('A punch may be at most 3 days old.');
      return answer(p);
    });
    expect(kinds).toEqual(['09:00:00 refused', '10:00:00 sent']);
    expect(outcomes[0]).toMatchObject({ kind: 'refused', reason: 'A punch may be at most 3 days old.' });
  });

  it('takes a key already used with another body as recorded: the first, unqueued send did arrive', async () => {
    const reused = new ApiRequestError({
      status: 400,
      code: 'validation_failed',
      detail: 'This Idempotency-Key was already used with a different request.',
      errors: [{ path: 'Idempotency-Key', message: 'Reused with a different request body' }],
    });
    const { kinds } = await run([punchAt('09:00:00')], async () => {
      throw reused;
    });
    expect(kinds).toEqual(['09:00:00 recorded']);
  });

  it('waits when the same key is still being processed, the session ended or the server failed', async () => {
    for (const error of [
      new ApiRequestError({ status: 400, code: 'conflict_state', detail: 'A request with this Idempotency-Key is still being processed; retry later.' }),
      new ApiRequestError({ status: 401, code: 'unauthorized', detail: 'Sign in.' }),
      new ApiRequestError({ status: 503, code: 'http_error', detail: 'The server answered 503.' }),
      new Error('anything else'),
    ]) {
      const { kinds } = await run([punchAt('09:00:00'), punchAt('10:00:00')], async () => {
        throw error;
      });
      expect(kinds).toEqual(['09:00:00 later']);
    }
  });
});

describe('settle', () => {
  const queue = [punchAt('09:00:00'), punchAt('10:00:00')];
  const [first, second] = queue as [QueuedPunch, QueuedPunch];

  it('drops a sent or recorded punch and keeps the others', () => {
    expect(settle(queue, { punch: first, kind: 'sent', result: answer(first) })).toEqual([second]);
    expect(settle(queue, { punch: second, kind: 'recorded' })).toEqual([first]);
  });

  it('keeps a refused punch with its reason, no longer waiting', () => {
    const after = settle(queue, { punch: first, kind: 'refused', reason: 'Too old' });
    expect(after).toEqual([{ ...first, refusal: 'Too old' }, second]);
    expect(waiting(after)).toEqual([second]);
  });

  it('leaves the list as it was for a punch that must wait', () => {
    expect(settle(queue, { punch: first, kind: 'later', reason: 'offline' })).toEqual(queue);
  });
});

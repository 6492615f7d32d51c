'use client';

import { useState } from 'react';
import type { Coordinates } from '@/lib/attendance/geo';
import { usePunch, type Office, type PunchBody, type PunchResult } from '@/lib/attendance/hooks';
import { ApiRequestError, errorMessage } from '@/lib/client/fetch-json';
import { wallClock } from '@/lib/time';
import { locate, type PositionFailure } from './locate';
import { queuedPunch, type QueuedPunch } from './punch-queue';
import { enforcedRefusal } from './punch-wording';

export type PunchStep =
  | { step: 'idle' }
  | { step: 'locating' }
  | { step: 'sending' }
  | { step: 'done'; result: PunchResult }
  | { step: 'kept'; punch: QueuedPunch; position: Coordinates | null }
  | { step: 'no-position'; failure: PositionFailure }
  /** The server (or, offline, the office's enforced fence) said no: trying again unchanged will not help. */
  | { step: 'refused'; message: string }
  | { step: 'failed'; message: string };

type PunchActionOptions = {
  timeZone: string;
  /** The person's office, once today's punches have loaded. */
  office: Office | undefined;
  keep: (punch: QueuedPunch) => void;
};

/** One tap of the punch button: find the position, then send the punch, or keep it on the device when offline. */
export function usePunchAction({ timeZone, office, keep }: PunchActionOptions) {
  const mutation = usePunch();
  const [state, setState] = useState<PunchStep>({ step: 'idle' });

  async function punch(withPosition: boolean) {
    // Made once per tap: the same punch, resent from the queue after a lost answer, is recorded once.
    const key = crypto.randomUUID();
    const tapped = wallClock(new Date(), timeZone);
    let position: Coordinates | null = null;
    if (withPosition) {
      setState({ step: 'locating' });
      const located = await locate();
      if (!located.ok) return setState({ step: 'no-position', failure: located.failure });
      position = located.position;
    }

    const keepIt = () => {
      const kept = queuedPunch(key, tapped, position);
      keep(kept);
      setState({ step: 'kept', punch: kept, position });
    };
    if (!navigator.onLine) {
      const refusal = position && enforcedRefusal(office, position);
      return refusal ? setState({ step: 'refused', message: refusal }) : keepIt();
    }

    // Online, the server's clock gives the time: a phone's clock a few minutes fast would make it "in the future".
    const body: PunchBody = position ? { latitudeCoordinate: position.latitude, longitudeCoordinate: position.longitude } : {};
    setState({ step: 'sending' });
    try {
      setState({ step: 'done', result: await mutation.mutateAsync({ body, idempotencyKey: key }) });
    } catch (error) {
      if (error instanceof ApiRequestError && error.code === 'network_error') keepIt();
      else if (error instanceof ApiRequestError && error.status === 400) setState({ step: 'refused', message: error.detail });
      else setState({ step: 'failed', message: errorMessage(error) });
    }
  }

  return { state, punch, busy: state.step === 'locating' || state.step === 'sending' };
}

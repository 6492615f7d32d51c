'use client';

import { useState } from 'react';
import type { Coordinates } from '@/lib/attendance/geo';
import { usePunch, type Office, type PunchBody, type PunchResult } from '@/lib/attendance/hooks';
import { ApiRequestError, errorMessage } from '@/lib/client/fetch-json';
import { wallClock } from '@/lib/time';
import { queuedPunch, type QueuedPunch } from './queue';
import { enforcedRefusal, type PositionFailure } from './wording';

type Located = { ok: true; position: Coordinates } | { ok: false; failure: PositionFailure };

/** Long enough for a phone to get a fix indoors, short enough that nobody gives up waiting at the door. */
const FIX_TIMEOUT_MS = 10_000;
/** A fix from the last half minute is still where the person stands. */
const MAX_AGE_MS = 30_000;
/**
 * The browser's own timeout starts only once permission is given, and some browsers never answer at all
 * when a permission prompt is dismissed: past this, the wait ends as a timeout.
 */
const PROMPT_GRACE_MS = 30_000;

/** The device's position, or why there is none. */
function locate(): Promise<Located> {
  if (typeof navigator === 'undefined' || !('geolocation' in navigator)) return Promise.resolve({ ok: false, failure: 'unsupported' });
  return new Promise((resolve) => {
    const guard = window.setTimeout(() => resolve({ ok: false, failure: 'timeout' }), FIX_TIMEOUT_MS + PROMPT_GRACE_MS);
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        window.clearTimeout(guard);
        resolve({ ok: true, position: { latitude: coords.latitude, longitude: coords.longitude } });
      },
      (error) => {
        window.clearTimeout(guard);
        const failure = error.code === error.PERMISSION_DENIED ? 'denied' : error.code === error.TIMEOUT ? 'timeout' : 'unavailable';
        resolve({ ok: false, failure });
      },
      { enableHighAccuracy: true, timeout: FIX_TIMEOUT_MS, maximumAge: MAX_AGE_MS },
    );
  });
}

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

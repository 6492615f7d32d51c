import type { Coordinates } from '@/lib/attendance/geo';

export type PositionFailure = 'denied' | 'timeout' | 'unavailable' | 'unsupported';
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
export function locate(): Promise<Located> {
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

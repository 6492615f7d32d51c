// What the punch card says, in plain words: pure, so every sentence can be read in one place.
import { checkGeofence, describeDistance, type Coordinates } from '@/lib/attendance/geo';
import type { Office, PunchResult } from '@/lib/attendance/hooks';

/** Words a wall-clock time as the pages do ("09:02", or "09:02 IST" where the browser's zone differs): useOrgTime's clock. */
type Clock = (time: string) => string;

/** Where a punch stood against the office's fence, as the end of a sentence. */
function fenceWords(office: Office, distanceMeters: number | null, insideGeofence: boolean | null): string {
  if (distanceMeters === null || insideGeofence === null) return 'without your position, so the distance to the office was not checked';
  const where = `${describeDistance(distanceMeters)} from ${office.name}`;
  const fence = `${describeDistance(office.geofenceRadiusMeters)} fence`;
  return insideGeofence ? `${where}, inside the ${fence}` : `${where}, outside the ${fence}: recorded and flagged for your manager`;
}

/** A day's punches alternate, in then out, as today's list labels them; one sent late among earlier ones is just recorded. */
function verbOf({ punchTime, day }: PunchResult): string {
  if (punchTime !== day.lastOut) return 'Punch recorded';
  return day.punchCount % 2 === 1 ? 'Punched in' : 'Punched out';
}

/** "Punched in at 09:02 — 120 m from Bengaluru - Whitefield, inside the 250 m fence." */
export function punchedMessage(result: PunchResult, clock: Clock): string {
  return `${verbOf(result)} at ${clock(result.punchTime)} — ${fenceWords(result.office, result.distanceMeters, result.insideGeofence)}.`;
}

/** Said when a punch is kept on the device; the distance is worked out here, as the server will. */
export function keptMessage(time: string, office: Office | undefined, position: Coordinates | null, clock: Clock): string {
  const kept = `No connection, so your punch at ${clock(time)} is kept on this device and will be sent, with that time, when the connection returns.`;
  if (!office) return kept;
  const fence = position ? checkGeofence(fenceOf(office), position) : null;
  return `${kept} It was ${fenceWords(office, fence?.distanceMeters ?? null, fence?.insideGeofence ?? null)}.`;
}

export function fenceOf(office: Office) {
  return { latitude: office.latitude, longitude: office.longitude, radiusMeters: office.geofenceRadiusMeters };
}

/** An office that enforces its fence will refuse this punch: said at once rather than after it waited offline. */
export function enforcedRefusal(office: Office | undefined, position: Coordinates): string | null {
  if (!office?.geofenceEnforced) return null;
  const { distanceMeters, insideGeofence } = checkGeofence(fenceOf(office), position);
  if (insideGeofence) return null;
  return `You are ${describeDistance(distanceMeters)} from ${office.name}, which accepts punches only within ${describeDistance(office.geofenceRadiusMeters)}.`;
}

/** Why the device gave no position. */
export type PositionFailure = 'denied' | 'timeout' | 'unavailable' | 'unsupported';

const WHY: Record<PositionFailure, string> = {
  denied: 'Location access is blocked, so we could not check you are at the office.',
  timeout: 'Finding your position took too long, so we could not check you are at the office.',
  unavailable: 'Your device could not work out where you are, so we could not check you are at the office.',
  unsupported: 'This browser cannot share your position, so we could not check you are at the office.',
};

const NEXT: Record<PositionFailure, string> = {
  denied: 'Allow location for this site in your browser settings, or punch without location.',
  timeout: 'Try again (near a window helps), or punch without location.',
  unavailable: 'Try again, or punch without location.',
  unsupported: 'Punch without location instead.',
};

/** Why there is no position and what to do; an office that enforces its fence takes no punch without one. */
export function positionFailureMessage(failure: PositionFailure, office: Office | undefined): string {
  if (!office?.geofenceEnforced) return `${WHY[failure]} ${NEXT[failure]}`;
  const fix = failure === 'denied' ? 'allow location for this site in your browser settings, then try again' : 'try again';
  return `${WHY[failure]} ${office.name} accepts punches only with your position: ${fix}.`;
}

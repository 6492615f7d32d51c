// Great-circle distance, shared by the API (which records it with each punch) and the punch page (which
// shows it before punching). No server imports.

const EARTH_RADIUS_METERS = 6_371_008.8;

export interface Coordinates {
  latitude: number;
  longitude: number;
}

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Haversine distance in whole metres. */
export function distanceMeters(a: Coordinates, b: Coordinates): number {
  const dLat = radians(b.latitude - a.latitude);
  const dLon = radians(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return Math.round(2 * EARTH_RADIUS_METERS * Math.asin(Math.min(1, Math.sqrt(h))));
}

export interface Geofence extends Coordinates {
  radiusMeters: number;
}

/** Where a position stands against an office's fence. */
export function checkGeofence(fence: Geofence, at: Coordinates): { distanceMeters: number; insideGeofence: boolean } {
  const distance = distanceMeters(fence, at);
  return { distanceMeters: distance, insideGeofence: distance <= fence.radiusMeters };
}

/** A distance as people say it: "120 m", "3.4 km", "250 km". */
export function describeDistance(meters: number): string {
  if (meters < 1000) return `${meters} m`;
  const km = meters / 1000;
  return `${km < 100 ? km.toFixed(1) : Math.round(km)} km`;
}

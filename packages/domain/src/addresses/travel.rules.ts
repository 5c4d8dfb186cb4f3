/**
 * Travel between jobs as the availability suggestions weigh it (issue 37): straight-line distance
 * at an average speed, until a routing provider answers instead (the server's address provider).
 */

/** Average door-to-door speed across a city, straight-line kilometres per hour. */
export const AVERAGE_TRAVEL_KMH = 40;
const EARTH_RADIUS_KM = 6371.0088;

export interface Coordinates {
  latitude: number;
  longitude: number;
}

/** Great-circle distance in kilometres (haversine). */
export function haversineKm(a: Coordinates, b: Coordinates): number {
  const rad = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = rad(b.latitude - a.latitude);
  const dLon = rad(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Whole minutes (rounded up) to cover the straight line at the average speed. */
export const straightLineMinutes = (a: Coordinates, b: Coordinates, kmh = AVERAGE_TRAVEL_KMH): number =>
  Math.ceil((haversineKm(a, b) / kmh) * 60);

/** An address's coordinates when it has both, else null (typed by hand, never geocoded). */
export function coordinatesOf(
  address: { latitude?: number | null; longitude?: number | null } | null | undefined,
): Coordinates | null {
  if (typeof address?.latitude !== 'number' || typeof address.longitude !== 'number') return null;
  return { latitude: address.latitude, longitude: address.longitude };
}

export const TRAVEL_MESSAGES = {
  from: (minutes: number, place: string) => `~${minutes} min travel from ${place}`,
  to: (minutes: number, place: string) => `~${minutes} min travel to ${place}`,
} as const;

// Distances for the store locator's "nearest store" button (spec section 9: Earth radius 6371 km).

export const EARTH_RADIUS_KM = 6371;

export interface LatLng {
  lat: number;
  lng: number;
}

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in kilometres between two points, by the haversine formula. */
export function distanceKm(a: LatLng, b: LatLng): number {
  const dLat = radians(b.lat - a.lat);
  const dLng = radians(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLng / 2) ** 2;
  // min() keeps rounding from pushing asin's argument above 1 for antipodal points.
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The store closest to `from` with its distance, or null when there is none. */
export function nearestStore<T extends LatLng>(from: LatLng, stores: readonly T[]): { store: T; km: number } | null {
  let best: { store: T; km: number } | null = null;
  for (const store of stores) {
    const km = distanceKm(from, store);
    if (best === null || km < best.km) best = { store, km };
  }
  return best;
}

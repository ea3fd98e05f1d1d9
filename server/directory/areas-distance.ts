/** Kilometres per degree of latitude. */
export const KM_PER_DEGREE = 111.2;

/** Distance in km between two points, flat-earth approximation: plenty to rank neighbours. */
export function roughDistanceKm(
  a: { latitude: number; longitude: number },
  b: { latitude: number; longitude: number },
): number {
  const x = (a.longitude - b.longitude) * Math.cos((((a.latitude + b.latitude) / 2) * Math.PI) / 180);
  const y = a.latitude - b.latitude;
  return Math.sqrt(x * x + y * y) * KM_PER_DEGREE;
}

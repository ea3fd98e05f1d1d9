const EARTH_RADIUS_KM = 6371.0088;
const KM_PER_DEGREE = (EARTH_RADIUS_KM * Math.PI) / 180;

export interface BoundingBox {
  minLatitude: number;
  maxLatitude: number;
  minLongitude: number;
  maxLongitude: number;
}

/**
 * A latitude/longitude box holding the circle, so that the (latitude, longitude) index narrows the rows
 * before the exact distance is computed. Longitude degrees shrink towards the poles, so the box is as wide
 * as the circle's poleward edge needs. (The seven sites are far from the antimeridian.)
 */
export function boundingBox(latitude: number, longitude: number, radiusKm: number): BoundingBox {
  const latitudeDelta = radiusKm / KM_PER_DEGREE;
  const minLatitude = Math.max(-90, latitude - latitudeDelta);
  const maxLatitude = Math.min(90, latitude + latitudeDelta);
  const poleward = Math.max(Math.abs(minLatitude), Math.abs(maxLatitude));
  const kmPerLongitudeDegree = KM_PER_DEGREE * Math.cos((poleward * Math.PI) / 180);
  const longitudeDelta = kmPerLongitudeDegree > radiusKm / 180 ? radiusKm / kmPerLongitudeDegree : 180;
  return {
    minLatitude,
    maxLatitude,
    minLongitude: Math.max(-180, longitude - longitudeDelta),
    maxLongitude: Math.min(180, longitude + longitudeDelta),
  };
}

/**
 * Haversine great-circle distance in km from a provider to the point given by two query parameters, in plain
 * SQL (no cube/earthdistance: see docs/toolchain.md#distances-in-plain-sql), `least` guarding `asin` against rounding just above 1.
 * `latitude` and `longitude` are placeholders such as `$1` and `$2`.
 */
export function providerDistanceKmSql(latitude: string, longitude: string): string {
  return `2 * ${EARTH_RADIUS_KM} * asin(least(1, sqrt(
  power(sin(radians(providers.latitude - ${latitude}::float8) / 2), 2)
  + cos(radians(${latitude}::float8)) * cos(radians(providers.latitude))
    * power(sin(radians(providers.longitude - ${longitude}::float8) / 2), 2))))`;
}

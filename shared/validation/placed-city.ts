/**
 * A city is one picked from the suggestions, which come with its coordinates: a typed name alone cannot be
 * placed on the map, so the wizard and the account settings refuse it alike (docs/product/project-site.md).
 */
export function isPlacedCity(place: { latitude?: number | null; longitude?: number | null }): boolean {
  return place.latitude != null && place.longitude != null;
}

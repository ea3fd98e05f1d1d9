import type { Queryable } from '../db/database';
import { locatePlace } from '../locality/locate-place';

/** Where a project says the event takes place: a new one as the contract parsed it, or a stored one. */
export interface LocationInput {
  eventLocation: string;
  zipCode?: string | null | undefined;
  country?: string | null | undefined;
  latitude?: number | null | undefined;
  longitude?: number | null | undefined;
}

export interface ProjectLocation {
  country: string | null;
  latitude: number | null;
  longitude: number | null;
}

/**
 * Where the project takes place: the coordinates of the autocomplete pick when the client sent them, else the
 * gazetteer's best match for the typed place (whose country fills a missing one), else unplaced — the
 * project is still saved, and its suggestions answer city-not-found.
 */
export async function projectLocation(db: Queryable, input: LocationInput): Promise<ProjectLocation> {
  const country = input.country ?? null;
  if (input.latitude != null && input.longitude != null) {
    return { country, latitude: input.latitude, longitude: input.longitude };
  }
  const place = await locatePlace(db, { name: input.eventLocation, zipCode: input.zipCode, country });
  if (!place) return { country, latitude: null, longitude: null };
  return { country: country ?? place.country, latitude: place.latitude, longitude: place.longitude };
}

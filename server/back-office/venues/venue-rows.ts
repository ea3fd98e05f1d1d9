import type { Venue, VenuePublishRequirement } from '@shared/api/contract/back-office/venues';
import type { Language } from '@shared/i18n';
import type { Queryable } from '@server/db/database';
import type { OwnedResource } from '../ownership';

/** A venue, named in a path by its id: another provider's answers the same 404 as an unknown one. */
export const VENUES = {
  table: 'venues',
  key: 'id',
  owner: 'venues.provider_id',
  id: 'integer',
  notFound: 'server.venueNotFound',
} as const satisfies OwnedResource;

/** A venue's photo, by its id; the handler then checks it is of the venue the path names. */
export const VENUE_IMAGES = {
  table: 'venue_images',
  key: 'id',
  owner: 'venue_images.provider_id',
  id: 'integer',
  notFound: 'server.imageNotFound',
} as const satisfies OwnedResource;

/** Every column of the answer, one row per venue, its photos and services gathered in the same query. */
const VENUE_SELECT = `
  SELECT v.id, v.name, v.description, v.street, v.city, v.postal_code AS "postalCode", v.capacity,
         t.slug AS "venueType", v.published,
         coalesce((SELECT json_agg(p.slug ORDER BY p.id) FROM venue_services s
                   JOIN venue_prestations p ON p.id = s.venue_prestation_id WHERE s.venue_id = v.id),
                  '[]') AS services,
         coalesce((SELECT json_agg(json_build_object('id', i.id, 'key', i.storage_key, 'caption', i.caption,
                                                     'width', i.width, 'height', i.height)
                                   ORDER BY i.position, i.id)
                   FROM venue_images i WHERE i.venue_id = v.id),
                  '[]') AS images
  FROM venues v LEFT JOIN venue_types t ON t.id = v.venue_type_id`;

/** One venue as the back-office answers it (it exists: its ownership was checked). */
export async function venueOf(db: Queryable, venueId: number): Promise<Venue> {
  const [row] = await db.query<Venue>(`${VENUE_SELECT} WHERE v.id = $1`, [venueId]);
  if (!row) throw new Error(`venue ${venueId} vanished`);
  return row;
}

/** The provider's venues, the oldest first. */
export async function venuesOf(db: Queryable, providerId: number): Promise<{ venues: Venue[] }> {
  return {
    venues: await db.query<Venue>(`${VENUE_SELECT} WHERE v.provider_id = $1 ORDER BY v.id`, [providerId]),
  };
}

/** What `venue` lacks to be shown on the profile, in the order the refusal names them. */
export function missingToPublish(venue: Pick<Venue, 'name' | 'city' | 'images'>): VenuePublishRequirement[] {
  return [
    ...(venue.name === '' ? (['name'] as const) : []),
    ...(venue.city === null ? (['city'] as const) : []),
    ...(venue.images.length === 0 ? (['image'] as const) : []),
  ];
}

/** A reference list (venue types or prestations) named in `language`, in the list's order. */
export async function namedList(
  db: Queryable,
  table: 'venue_types' | 'venue_prestations',
  language: Language,
): Promise<{ slug: string; name: string }[]> {
  return db.query<{ slug: string; name: string }>(
    `SELECT slug, names ->> $1 AS name FROM ${table} ORDER BY id`,
    [language],
  );
}

import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import * as venuesApi from '@shared/api/contract/back-office/venues';
import {
  VENUE_IMAGES_MAX,
  VENUES_MAX,
  type VenueFields,
  type VenuePublishRequirement,
} from '@shared/api/contract/back-office/venues';
import type { Language } from '@shared/i18n';
import type { Queryable } from '@server/db/database';
import { findGazetteerCity } from '@server/geography/gazetteer-city';
import { requestLanguage } from '@server/http/describe-issues';
import { HttpError, invalidField } from '@server/http/http-error';
import { registerEndpoint } from '@server/http/register-endpoint';
import { SERVER_CATALOGS } from '@server/i18n/catalogs';
import { translate } from '@server/i18n/translate';
import type { ImageService } from '@server/media/image-service';
import { isUploadOf } from '@server/media/prepare-upload';
import type { BackOfficeDependencies } from '../back-office-dependencies';
import { receiveUploads, storeUploads } from '../uploads/receive-uploads';
import { registerOwnedEndpoint } from '../ownership';
import { missingToPublish, namedList, VENUE_IMAGES, venueOf, VENUES, venuesOf } from './venue-rows';

/** The 409 of a venue that would be shown without what the profile needs: its message names what is missing. */
function incomplete(missing: readonly VenuePublishRequirement[]): HttpError {
  return new HttpError(409, (language: Language) =>
    translate(language, 'server.venueIncomplete', {
      missing: new Intl.ListFormat(language, { type: 'conjunction' }).format(
        missing.map((part) => SERVER_CATALOGS[language].venueParts[part]),
      ),
    }),
  );
}

/** The columns a venue's fields are written to: its city from the gazetteer of the provider's country. */
async function venueColumns(db: Queryable, providerId: number, fields: VenueFields) {
  const [provider] = await db.query<{ country: string }>('SELECT country FROM providers WHERE id = $1', [
    providerId,
  ]);
  if (!provider) throw new HttpError(404, 'server.providerNotFound');
  let city = null;
  // No city at all is a draft's right; a city given must be one the city field picked (SPEC §5).
  if (fields.city !== '' || fields.postalCode !== '') {
    city = await findGazetteerCity(db, {
      country: provider.country,
      name: fields.city,
      postalCode: fields.postalCode,
    });
    if (!city) throw invalidField('city', 'server.cityNotPicked');
  }
  let venueTypeId = null;
  if (fields.venueType !== null) {
    const [type] = await db.query<{ id: number }>('SELECT id FROM venue_types WHERE slug = $1', [
      fields.venueType,
    ]);
    if (!type) throw invalidField('venueType', 'server.unknownVenueType');
    venueTypeId = type.id;
  }
  const values = [
    fields.name,
    fields.description,
    fields.street,
    city?.id ?? null,
    city?.name ?? null,
    city?.postalCode ?? null,
    city?.latitude ?? null,
    city?.longitude ?? null,
    fields.capacity,
    venueTypeId,
  ];
  return { values, cityName: city?.name ?? null };
}

/** Removes the files of a provider's uploads once no row names them. */
async function forgetUploads(images: ImageService, providerId: number, keys: readonly string[]) {
  await Promise.all(keys.filter((key) => isUploadOf(providerId, key)).map((key) => images.delete(key)));
}

/** Locks a venue's row for a change that must see its photos and state as they are until it commits. */
async function lockVenue(db: Queryable, venueId: number): Promise<void> {
  await db.query('SELECT id FROM venues WHERE id = $1 FOR UPDATE', [venueId]);
}

/**
 * The provider's venues (docs/product/back-office.md#venues): drafts until published, a published one always
 * with its name, its city and a photo (each write that could take one away checks it in its transaction, the
 * venue's row locked). Photos go through the back-office's one upload pipeline; the multipart parser is
 * registered for these routes only, as the photos' routes do.
 */
export function registerVenueRoutes(app: FastifyInstance, dependencies: BackOfficeDependencies): void {
  const { db, clock, images } = dependencies;
  const owns = { db, owns: VENUES, by: 'id' } as const;
  const ownsImage = { db, owns: VENUE_IMAGES, by: 'imageId' } as const;

  void app.register(async (routes) => {
    await routes.register(multipart);

    registerEndpoint(routes, venuesApi.venues, ({ caller }) => venuesOf(db, caller.providerId));

    registerEndpoint(routes, venuesApi.venueTypes, async ({ request }) => ({
      types: await namedList(db, 'venue_types', requestLanguage(request)),
    }));

    registerEndpoint(routes, venuesApi.venuePrestations, async ({ request }) => ({
      prestations: await namedList(db, 'venue_prestations', requestLanguage(request)),
    }));

    registerEndpoint(routes, venuesApi.createVenue, ({ caller, input }) =>
      db.transaction(async (tx) => {
        // Locked, so that two creations at once cannot both pass the limit.
        await tx.query('SELECT id FROM providers WHERE id = $1 FOR UPDATE', [caller.providerId]);
        const [count] = await tx.query<{ count: number }>(
          'SELECT count(*)::integer AS count FROM venues WHERE provider_id = $1',
          [caller.providerId],
        );
        if ((count?.count ?? 0) >= VENUES_MAX) {
          throw new HttpError(409, 'server.tooManyVenues', { limit: VENUES_MAX });
        }
        const [created] = await tx.query<{ id: number }>(
          `INSERT INTO venues (provider_id, name, description, street, city_id, city, postal_code, latitude,
                               longitude, capacity, venue_type_id, created_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING id`,
          [caller.providerId, ...(await venueColumns(tx, caller.providerId, input)).values, clock.now()],
        );
        if (!created) throw new Error('the venue was not created');
        return venueOf(tx, created.id);
      }),
    );

    registerOwnedEndpoint(routes, venuesApi.venue, owns, ({ owned }) => venueOf(db, owned));

    registerOwnedEndpoint(routes, venuesApi.updateVenue, owns, ({ caller, owned, input }) =>
      db.transaction(async (tx) => {
        await lockVenue(tx, owned);
        const { values, cityName } = await venueColumns(tx, caller.providerId, input);
        const current = await venueOf(tx, owned);
        if (current.published) {
          const missing = missingToPublish({ ...current, name: input.name, city: cityName });
          if (missing.length > 0) throw incomplete(missing);
        }
        await tx.query(
          `UPDATE venues SET name = $2, description = $3, street = $4, city_id = $5, city = $6, postal_code = $7,
                             latitude = $8, longitude = $9, capacity = $10, venue_type_id = $11
           WHERE id = $1`,
          [owned, ...values],
        );
        return venueOf(tx, owned);
      }),
    );

    registerOwnedEndpoint(routes, venuesApi.deleteVenue, owns, async ({ caller, owned }) => {
      const { keys, list } = await db.transaction(async (tx) => {
        const removed = await tx.query<{ storage_key: string }>(
          'SELECT storage_key FROM venue_images WHERE venue_id = $1',
          [owned],
        );
        await tx.query('DELETE FROM venues WHERE id = $1', [owned]);
        return { keys: removed.map((row) => row.storage_key), list: await venuesOf(tx, caller.providerId) };
      });
      await forgetUploads(images, caller.providerId, keys);
      return list;
    });

    registerOwnedEndpoint(routes, venuesApi.publishVenue, owns, ({ owned, input }) =>
      db.transaction(async (tx) => {
        await lockVenue(tx, owned);
        if (input.published) {
          const missing = missingToPublish(await venueOf(tx, owned));
          if (missing.length > 0) throw incomplete(missing);
        }
        await tx.query('UPDATE venues SET published = $2 WHERE id = $1 AND published <> $2', [
          owned,
          input.published,
        ]);
        return venueOf(tx, owned);
      }),
    );

    registerOwnedEndpoint(routes, venuesApi.uploadVenueImages, owns, async ({ caller, owned, request }) => {
      const full = () => new HttpError(409, 'server.venueImagesFull', { limit: VENUE_IMAGES_MAX });
      const count = async (queryable: Queryable) => {
        const [row] = await queryable.query<{ count: number }>(
          'SELECT count(*)::integer AS count FROM venue_images WHERE venue_id = $1',
          [owned],
        );
        return row?.count ?? 0;
      };
      // Checked before the files are read (a full venue costs no decoding), and again once they are stored.
      if ((await count(db)) >= VENUE_IMAGES_MAX) throw full();
      const prepared = await receiveUploads(request, venuesApi.uploadVenueImages.upload, images);
      return storeUploads(images, caller.providerId, prepared, (stored) =>
        db.transaction(async (tx) => {
          await lockVenue(tx, owned);
          const already = await count(tx);
          if (already + stored.length > VENUE_IMAGES_MAX) throw full();
          const [last] = await tx.query<{ position: number }>(
            'SELECT coalesce(max(position), -1)::integer AS position FROM venue_images WHERE venue_id = $1',
            [owned],
          );
          let position = last?.position ?? -1;
          for (const { key, width, height } of stored) {
            position += 1;
            await tx.query(
              `INSERT INTO venue_images (venue_id, provider_id, storage_key, position, width, height, created_at)
               VALUES ($1, $2, $3, $4, $5, $6, $7)`,
              [owned, caller.providerId, key, position, width, height, clock.now()],
            );
          }
          return venueOf(tx, owned);
        }),
      );
    });

    /** The photo's venue, which must be the one the path names (a photo of another venue is not found). */
    const imageOfVenue = async (queryable: Queryable, imageId: number, venueId: number) => {
      const [row] = await queryable.query<{ storage_key: string }>(
        'SELECT storage_key FROM venue_images WHERE id = $1 AND venue_id = $2',
        [imageId, venueId],
      );
      if (!row) throw new HttpError(404, 'server.imageNotFound');
      return row.storage_key;
    };

    registerOwnedEndpoint(routes, venuesApi.updateVenueImage, ownsImage, ({ owned, params, input }) =>
      db.transaction(async (tx) => {
        await imageOfVenue(tx, owned, params.id);
        await tx.query('UPDATE venue_images SET caption = $2 WHERE id = $1 AND caption <> $2', [
          owned,
          input.caption,
        ]);
        return venueOf(tx, params.id);
      }),
    );

    registerOwnedEndpoint(
      routes,
      venuesApi.deleteVenueImage,
      ownsImage,
      async ({ caller, owned, params }) => {
        const { key, venue } = await db.transaction(async (tx) => {
          await lockVenue(tx, params.id);
          const removed = await imageOfVenue(tx, owned, params.id);
          const current = await venueOf(tx, params.id);
          if (current.published && current.images.length === 1) throw incomplete(['image']);
          await tx.query('DELETE FROM venue_images WHERE id = $1', [owned]);
          return { key: removed, venue: await venueOf(tx, params.id) };
        });
        await forgetUploads(images, caller.providerId, [key]);
        return venue;
      },
    );

    registerOwnedEndpoint(routes, venuesApi.updateVenueServices, owns, ({ owned, input }) =>
      db.transaction(async (tx) => {
        const known = await tx.query<{ id: number; slug: string }>(
          'SELECT id, slug FROM venue_prestations WHERE slug = ANY($1::text[])',
          [input.services],
        );
        const ids = input.services.map((slug, index) => {
          const found = known.find((row) => row.slug === slug);
          if (!found) throw invalidField(`services.${index}`, 'server.unknownVenuePrestation');
          return found.id;
        });
        await tx.query('DELETE FROM venue_services WHERE venue_id = $1', [owned]);
        await tx.query(
          `INSERT INTO venue_services (venue_id, venue_prestation_id)
           SELECT $1, id FROM unnest($2::int[]) AS id ON CONFLICT DO NOTHING`,
          [owned, ids],
        );
        return venueOf(tx, owned);
      }),
    );
  });
}

import type { Queryable } from '@server/db/database';
import { invalidField } from '@server/http/http-error';

/**
 * The services a provider offers (`provider_services`), written in one place for every page that sets them
 * (the profile's services, `POST /api/prestations`; the company's, `POST /api/company/services`): only
 * service types of the catalogue, each once.
 */

/** The slugs of the services the provider offers, in the catalogue's order. */
export async function servicesOfProvider(db: Queryable, providerId: number): Promise<string[]> {
  const rows = await db.query<{ slug: string }>(
    `SELECT service_types.slug FROM provider_services
     JOIN service_types ON service_types.id = provider_services.service_type_id
     WHERE provider_services.provider_id = $1 ORDER BY service_types.id`,
    [providerId],
  );
  return rows.map((row) => row.slug);
}

/**
 * The ids of the service types `slugs` name, each once. A slug the catalogue lacks refuses the whole write with
 * a 400 on its field (`<field>.<index>`), before anything is written: every list of services (a provider's, a
 * portfolio's) is checked here.
 */
export async function serviceTypeIds(
  tx: Queryable,
  slugs: readonly string[],
  field: string,
): Promise<number[]> {
  const known = await tx.query<{ id: number; slug: string }>(
    'SELECT id, slug FROM service_types WHERE slug = ANY($1::text[])',
    [[...new Set(slugs)]],
  );
  const ids = new Map(known.map((row) => [row.slug, row.id]));
  const unknown = slugs.findIndex((slug) => !ids.has(slug));
  if (unknown >= 0) throw invalidField(`${field}.${unknown}`, 'backOfficeProfile.services.unknown');
  return [...ids.values()];
}

/**
 * Replaces the services `providerId` offers by the service types `slugs` name, in the caller's transaction
 * (an unknown slug refuses it: serviceTypeIds); a slug given twice counts once.
 */
export async function replaceProviderServices(
  tx: Queryable,
  providerId: number,
  slugs: readonly string[],
  field: string,
): Promise<void> {
  const kept = await serviceTypeIds(tx, slugs, field);
  await tx.query(
    'DELETE FROM provider_services WHERE provider_id = $1 AND NOT service_type_id = ANY($2::int[])',
    [providerId, kept],
  );
  await tx.query(
    `INSERT INTO provider_services (provider_id, service_type_id)
     SELECT $1, unnest($2::int[]) ON CONFLICT DO NOTHING`,
    [providerId, kept],
  );
}

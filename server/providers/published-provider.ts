import { toCountryCode, type CountryCode } from '@shared/sites';
import type { Queryable } from '../db/database';

/** Unpublished providers are out of the directory: nobody can contact them or be offered them. */
export async function isPublishedProvider(db: Queryable, providerId: number): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM providers WHERE id = $1 AND published', [providerId]);
  return rows.length > 0;
}

/** A published provider's country, whose site lists it; null for an unknown or unpublished provider. */
export async function publishedProviderCountry(
  db: Queryable,
  providerId: number,
): Promise<CountryCode | null> {
  const [row] = await db.query<{ country: string | null }>(
    'SELECT country FROM providers WHERE id = $1 AND published',
    [providerId],
  );
  return toCountryCode(row?.country);
}

/** Which of `providerIds` are published providers (the others are unknown, or out of the directory). */
export async function publishedProviderIds(
  db: Queryable,
  providerIds: readonly number[],
): Promise<Set<number>> {
  const rows = await db.query<{ id: number }>(
    'SELECT id FROM providers WHERE id = ANY($1::int[]) AND published',
    [providerIds],
  );
  return new Set(rows.map((row) => row.id));
}

import type { ProviderCard } from '@shared/api/contract/providers';
import type { Queryable } from '../db/database';
import { PROVIDER_CARD_COLUMNS, providerCards, type ProviderCardRow } from './provider-cards';

/** A published provider's card by its profile slug; null for an unknown or unpublished one. */
export async function findPublishedProviderBySlug(
  db: Queryable,
  slug: string,
  now: Date,
): Promise<ProviderCard | null> {
  const rows = await db.query<ProviderCardRow>(
    `SELECT ${PROVIDER_CARD_COLUMNS} FROM providers WHERE providers.slug = $1 AND providers.published`,
    [slug],
  );
  const [card] = await providerCards(db, rows, now);
  return card ?? null;
}

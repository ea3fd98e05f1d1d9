import type { Language } from '@shared/api/contract/reference';
import type { ProviderCard } from '@shared/api/contract/providers';
import { imageUrl } from '@shared/api/image-url';
import { routePath } from '@shared/api/routes';
import type { Queryable } from '../db/database';
import { recentActivitySince } from './recent-activity';

/** The size a card shows the profile image at. */
export const CARD_IMAGE_SIZE = { width: 160, height: 160 } as const;

/** The provider columns a card needs; select them with `${PROVIDER_CARD_COLUMNS}` from `providers`. */
export const PROVIDER_CARD_COLUMNS = `providers.id, providers.slug, providers.name, providers.country,
  providers.city, providers.postal_code, providers.portrait_html, providers.profile_image, providers.is_premium,
  providers.last_login_at, providers.responds_quickly`;

export interface ProviderCardRow {
  id: number;
  slug: string;
  name: string;
  country: string;
  city: string | null;
  postal_code: string | null;
  portrait_html: string;
  profile_image: string | null;
  is_premium: boolean;
  last_login_at: Date | null;
  responds_quickly: boolean;
}

/** The languages each provider speaks, with their labels, in label order. */
export async function languagesOfProviders(
  db: Queryable,
  providerIds: readonly number[],
): Promise<Map<number, Language[]>> {
  const rows = await db.query<Language & { provider_id: number }>(
    `SELECT provider_languages.provider_id, languages.iso, languages.label
     FROM provider_languages JOIN languages ON languages.iso = provider_languages.language_iso
     WHERE provider_languages.provider_id = ANY($1::int[])
     ORDER BY languages.label, languages.iso`,
    [providerIds],
  );
  const byProvider = new Map<number, Language[]>(providerIds.map((id) => [id, []]));
  for (const { provider_id, iso, label } of rows) byProvider.get(provider_id)?.push({ iso, label });
  return byProvider;
}

/** What every kind of card shows of a provider: all of ProviderCard but the portrait. */
export type ProviderCardBase = Omit<ProviderCard, 'portrait'>;

/**
 * A provider as cards show it: only the postal code's first two characters
 * (docs/product/provider-card.md#postal-code), links through the named route and the image route, activity as
 * of `now`.
 */
export function toProviderCardBase(
  row: Omit<ProviderCardRow, 'portrait_html'>,
  langues: Language[],
  now: Date,
): ProviderCardBase {
  return {
    id: row.id,
    name: row.name,
    city: row.city,
    cp: row.postal_code ? row.postal_code.slice(0, 2) : null,
    profileUrl: routePath('front_provider_profile', { slug: row.slug }),
    profileImage: row.profile_image ? imageUrl(row.profile_image, CARD_IMAGE_SIZE) : null,
    isPremium: row.is_premium,
    hasLoggedInTheLastDays: row.last_login_at !== null && row.last_login_at >= recentActivitySince(now),
    langues,
    // Only a card that earns it says so: the others' answers stay as they were before the mark existed.
    ...(row.responds_quickly ? { respondsQuickly: true as const } : {}),
  };
}

/** The contact widget's card: the base and the whole portrait, as stored (sanitised at write time). */
export function toProviderCard(row: ProviderCardRow, langues: Language[], now: Date): ProviderCard {
  return { ...toProviderCardBase(row, langues, now), portrait: row.portrait_html };
}

export async function providerCards(
  db: Queryable,
  rows: readonly ProviderCardRow[],
  now: Date,
): Promise<ProviderCard[]> {
  const languages = await languagesOfProviders(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toProviderCard(row, languages.get(row.id) ?? [], now));
}

/** A published provider's card; null when it is unknown or out of the directory. */
export async function publishedProviderCard(
  db: Queryable,
  providerId: number,
  now: Date,
): Promise<ProviderCard | null> {
  const rows = await db.query<ProviderCardRow>(
    `SELECT ${PROVIDER_CARD_COLUMNS} FROM providers WHERE providers.id = $1 AND providers.published`,
    [providerId],
  );
  const [card] = await providerCards(db, rows, now);
  return card ?? null;
}

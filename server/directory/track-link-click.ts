import type { Queryable } from '../db/database';

/** The kinds of outbound link a provider can have (migration 005's CHECK). */
export const LINK_TYPES = [
  'website',
  'facebook',
  'instagram',
  'pinterest',
  'linkedin',
  'youtube',
  'tiktok',
  'phone',
  'email',
] as const;
export type LinkType = (typeof LINK_TYPES)[number];

export function isLinkType(value: string): value is LinkType {
  return (LINK_TYPES as readonly string[]).includes(value);
}

/**
 * The stored address of a published provider's link, counting one click on it today (UTC) when `count`:
 * one statement, the day's counter created or incremented. Null when the provider or the link does not
 * exist, and then nothing is counted.
 */
export async function followProviderLink(
  db: Queryable,
  link: { providerSlug: string; type: LinkType },
  { now, count }: { now: Date; count: boolean },
): Promise<string | null> {
  const [row] = await db.query<{ url: string }>(
    `WITH link AS (
       SELECT provider_links.provider_id, provider_links.type, provider_links.url
       FROM providers JOIN provider_links ON provider_links.provider_id = providers.id
       WHERE providers.slug = $1 AND providers.published AND provider_links.type = $2
     ), counted AS (
       INSERT INTO provider_link_clicks (provider_id, type, day, clicks)
       SELECT provider_id, type, $3::date, 1 FROM link WHERE $4
       ON CONFLICT (provider_id, type, day) DO UPDATE SET clicks = provider_link_clicks.clicks + 1
     )
     SELECT url FROM link`,
    [link.providerSlug, link.type, now.toISOString().slice(0, 10), count],
  );
  return row?.url ?? null;
}

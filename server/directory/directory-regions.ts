import type { CountryCode } from '../../shared/sites';
import type { Queryable } from '../db/database';
import { HttpError } from '../http/http-error';

export interface DirectoryRegion {
  slug: string;
  name: string;
  /** Published providers in the region. */
  count: number;
}

/**
 * Every region of the country with its number of published providers (0 included), sorted by name as the
 * country's language sorts ("Île-de-France" between "Hauts-de-France" and "Normandie", not after "Z").
 * Each count is an index-only scan of the region's listing index.
 */
export async function directoryRegions(
  db: Queryable,
  country: CountryCode,
  locale: string,
): Promise<DirectoryRegion[]> {
  const rows = await db.query<DirectoryRegion>(
    `SELECT regions.slug, regions.name,
            (SELECT count(*)::int FROM providers
             WHERE providers.region_id = regions.id AND providers.published) AS count
     FROM regions WHERE regions.country = $1`,
    [country],
  );
  const collator = new Intl.Collator(locale);
  return rows.sort((a, b) => collator.compare(a.name, b.name) || a.slug.localeCompare(b.slug));
}

/** The id of the country's region with this slug; a slug naming none is a 400 saying so. */
export async function regionIdOf(db: Queryable, country: CountryCode, slug: string): Promise<number> {
  const [region] = await db.query<{ id: number }>('SELECT id FROM regions WHERE country = $1 AND slug = $2', [
    country,
    slug,
  ]);
  if (!region) throw new HttpError(400, 'server.unknownRegion');
  return region.id;
}

import type { CountryCode } from '@shared/sites';
import type { Queryable } from '../db/database';
import { invalidField } from '../http/http-error';

/** The id of the country's region with this slug or a former one; a slug naming none is a 400 saying so. */
export async function regionIdOf(db: Queryable, country: CountryCode, slug: string): Promise<number> {
  const [region] = await db.query<{ id: number }>(
    `SELECT id FROM regions WHERE country = $1 AND slug = $2
     UNION ALL SELECT region_id FROM region_slug_aliases WHERE country = $1 AND slug = $2 LIMIT 1`,
    [country, slug],
  );
  if (!region) throw invalidField('region', 'server.unknownRegion');
  return region.id;
}

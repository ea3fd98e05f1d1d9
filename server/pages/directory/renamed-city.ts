import type { Queryable } from '@server/db/database';
import { renamedCitySlug } from '@server/directory/areas-cities';
import type { DirectoryAreas } from '@server/directory/areas';
import type { CountryCode } from '@shared/sites';
import type { ListingAddress } from './listing-path';

/**
 * The same listing page under its city's current slug when the address names the city by the slug it had
 * before its local name (`/wedding-planners/bayern/munich/page/2` → `bayern/munchen/page/2`), else null.
 */
export async function renamedCityAddress(
  db: Queryable,
  areas: DirectoryAreas,
  country: CountryCode,
  address: ListingAddress,
): Promise<ListingAddress | null> {
  if (address.areaSlug === undefined || address.citySlug === undefined) return null;
  const area = (await areas.areasOf(country)).bySlug.get(address.areaSlug);
  const citySlug = area ? await renamedCitySlug(db, area, address.citySlug) : null;
  return citySlug ? { ...address, citySlug } : null;
}

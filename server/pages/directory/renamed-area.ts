import type { DirectoryAreas } from '@server/directory/areas';
import type { CountryCode } from '@shared/sites';
import type { ListingAddress } from './listing-path';

/**
 * The same listing page under its area's current slug when the address names the area by a slug it had
 * before its name was localised (`/wedding-planners/bavaria/page/2` → `bayern/page/2`), else null.
 */
export async function renamedAreaAddress(
  areas: DirectoryAreas,
  country: CountryCode,
  address: ListingAddress,
): Promise<ListingAddress | null> {
  if (address.areaSlug === undefined) return null;
  const geography = await areas.areasOf(country);
  if (geography.bySlug.has(address.areaSlug)) return null;
  const area = geography.byFormerSlug.get(address.areaSlug);
  return area ? { ...address, areaSlug: area.slug } : null;
}

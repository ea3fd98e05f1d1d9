import type { ServerTranslationKey } from '@server/i18n/translate';
import type { CountryCode } from '@shared/sites';
import { AREA_LEVEL } from '@server/directory/areas';

/** Every area of the site's country with its count (the legacy name of the page is kept). */
export const AREAS_PATH = '/listDepartement';
export const GUIDES_PATH = '/guide/list';
/** The no-JS search form posts here; `:page` is digits only. */
export const SEARCH_ROUTE = '/search/planners/:page';
export const TRACK_ROUTE = '/annuaire/track/:slug/:type';

export function guidePath(slug: string): string {
  return `/guide/${encodeURIComponent(slug)}`;
}

export function searchPath(page: number): string {
  return SEARCH_ROUTE.replace(':page', String(page));
}

/** The tracked address of a provider's outbound link: counts the click, then redirects to the link. */
export function trackPath(providerSlug: string, type: string): string {
  return TRACK_ROUTE.replace(':slug', encodeURIComponent(providerSlug)).replace(
    ':type',
    encodeURIComponent(type),
  );
}

/** "Departments" or "Regions": what the country's areas are called. */
export function areasTitleKey(country: CountryCode): ServerTranslationKey {
  return AREA_LEVEL[country] === 'department' ? 'directory.areasDepartment' : 'directory.areasRegion';
}

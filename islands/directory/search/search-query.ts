import { MAX_PAGE_NUMBER } from '@shared/api/contract/page-number';
import { SEARCH_FIELDS } from '@shared/islands/search-fields';

/** A city filter as the form shows it: the id searched on, the name the field shows. */
export interface SearchCity {
  id: number;
  name: string;
}

/** One search: its filters (null: any) and the page of results. */
export interface SearchQuery {
  service: string | null;
  region: string | null;
  city: SearchCity | null;
  page: number;
}

/** The slugs the page offers: a URL naming another one (an old link, a typo) is read without it. */
export interface KnownFilters {
  services: ReadonlySet<string>;
  regions: ReadonlySet<string>;
}

/** The query-string parameters of a search. `page` is always written: it marks a URL as a search. */
const PARAMS = [...Object.values(SEARCH_FIELDS), 'page'] as const;

function positiveInteger(text: string | null, max: number): number | null {
  if (text === null || !/^\d{1,9}$/.test(text)) return null;
  const value = Number(text);
  return value >= 1 && value <= max ? value : null;
}

/**
 * The search a page's query string describes, or null when it describes none (the page as first served).
 * Unknown or malformed values are dropped rather than refused: the visitor still gets a search.
 */
export function readSearchQuery(search: string, known: KnownFilters): SearchQuery | null {
  const params = new URLSearchParams(search);
  if (!PARAMS.some((name) => params.has(name))) return null;
  const service = params.get(SEARCH_FIELDS.service);
  const region = params.get(SEARCH_FIELDS.region);
  const cityId = positiveInteger(params.get(SEARCH_FIELDS.city), Number.MAX_SAFE_INTEGER);
  return {
    service: service !== null && known.services.has(service) ? service : null,
    region: region !== null && known.regions.has(region) ? region : null,
    city: cityId === null ? null : { id: cityId, name: params.get(SEARCH_FIELDS.cityName) ?? '' },
    page: positiveInteger(params.get('page'), MAX_PAGE_NUMBER) ?? 1,
  };
}

/** The query string (without `?`) of `search` with the search's parameters replaced by `query`'s. */
export function writeSearchQuery(search: string, query: SearchQuery): string {
  const params = new URLSearchParams(search);
  for (const name of PARAMS) params.delete(name);
  if (query.service !== null) params.set(SEARCH_FIELDS.service, query.service);
  if (query.region !== null) params.set(SEARCH_FIELDS.region, query.region);
  if (query.city !== null) {
    params.set(SEARCH_FIELDS.city, String(query.city.id));
    params.set(SEARCH_FIELDS.cityName, query.city.name);
  }
  params.set('page', String(query.page));
  return params.toString();
}

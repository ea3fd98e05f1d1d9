import * as v from 'valibot';
import { pageNumberSchema } from '@shared/api/contract/primitives';

/** Where the directory lives, and where it used to (its addresses answer with a redirect to the new ones). */
export const DIRECTORY_ROOT = '/wedding-planners/';
export const LEGACY_DIRECTORY_ROOT = '/annuaire/';

/** One page of one listing: the whole country, an area (`{departement}`) or a city of it. */
export interface ListingAddress {
  areaSlug?: string;
  citySlug?: string;
  page: number;
}

export type ParsedListingPath =
  | { kind: 'listing'; address: ListingAddress }
  /** A page that has another canonical spelling (`/page/1`, `/page/02`, a trailing slash): 301 to it. */
  | { kind: 'redirect'; address: ListingAddress }
  | { kind: 'notFound' };

const SLUG = /^[a-z0-9]+(-[a-z0-9]+){0,30}$/;
const NOT_FOUND = { kind: 'notFound' } as const;

/** The canonical path of a listing page: no `/page/1`, no trailing slash but the root's. */
export function listingPath({ areaSlug, citySlug, page }: ListingAddress, root = DIRECTORY_ROOT): string {
  const segments = [areaSlug, citySlug, ...(page > 1 ? ['page', String(page)] : [])].filter(
    (segment) => segment !== undefined,
  );
  return root + segments.join('/');
}

/**
 * Reads what follows the directory's root in a path (`rhone/lyon/page/2`), segment by segment as the URL
 * writes them: slugs are lower-case letters, digits and hyphens, so anything percent-encoded is unknown.
 * `page` is digits only (docs/product/directory.md#page-parameter) within the contract's range.
 */
export function parseListingPath(rest: string): ParsedListingPath {
  const trailingSlash = rest.endsWith('/');
  const segments = rest === '' ? [] : (trailingSlash ? rest.slice(0, -1) : rest).split('/');
  let page = 1;
  let canonical = !trailingSlash;
  if (segments.length >= 2 && segments.at(-2) === 'page') {
    const text = segments.at(-1) ?? '';
    const parsed = v.safeParse(pageNumberSchema, text);
    if (!parsed.success) return NOT_FOUND;
    page = parsed.output;
    if (page === 1 || text !== String(page)) canonical = false;
    segments.splice(-2);
  }
  if (segments.length > 2 || !segments.every((segment) => SLUG.test(segment))) return NOT_FOUND;
  const [areaSlug, citySlug] = segments;
  const address: ListingAddress = { page };
  if (areaSlug !== undefined) address.areaSlug = areaSlug;
  if (citySlug !== undefined) address.citySlug = citySlug;
  return { kind: canonical ? 'listing' : 'redirect', address };
}

import type { DirectoryCard } from '@shared/api/contract/directory';
import type { CountryCode } from '@shared/sites';
import type { Queryable, SqlParam } from '../db/database';
import { languagesOfProviders, toProviderCardBase, type ProviderCardRow } from '../providers/provider-cards';
import { recentActivityEndsAt } from '../providers/recent-activity';

/** Which providers a listing shows: a whole country, or one region, department or city of it. */
export type ListingScope =
  { level: 'country'; country: CountryCode } | { level: 'region' | 'department' | 'city'; id: number };

export interface ListingQuery {
  scope: ListingScope;
  /** Only providers offering this service type. */
  serviceId?: number;
  /** 1-based. */
  page: number;
  pageSize: number;
  /**
   * The listing's size when the caller already knows it (from counts it caches): the count query, the
   * costliest part of a country-wide page, is then skipped.
   */
  knownTotal?: number;
}

export interface ListingPage {
  providers: DirectoryCard[];
  /** Every provider of the listing, on all its pages. */
  total: number;
}

/** A listing's page as `listProviders` reads it. */
export interface ListedPage extends ListingPage {
  /** When a card of the page loses its "recently active" mark with time alone; null if none will. */
  marksChangeAt: Date | null;
}

/** The first moment after `now` a card of `rows` stops being recently active. */
export function marksChangeAt(
  rows: readonly Pick<DirectoryCardRow, 'last_login_at'>[],
  now: Date,
): Date | null {
  let first: Date | null = null;
  for (const { last_login_at: lastLogin } of rows) {
    const endsAt = lastLogin && recentActivityEndsAt(lastLogin);
    if (endsAt && endsAt > now && (!first || endsAt < first)) first = endsAt;
  }
  return first;
}

/** The column each scope filters on; each has a partial index in the listing order (migration 005). */
const SCOPE_COLUMNS = {
  country: 'providers.country',
  region: 'providers.region_id',
  department: 'providers.department_id',
  city: 'providers.city_id',
} as const satisfies Record<ListingScope['level'], string>;

/** Premium first, then the most recently active, then the oldest account: the order of the listing indexes. */
export const LISTING_ORDER =
  'providers.is_premium DESC, providers.last_login_at DESC NULLS LAST, providers.id';

/** The columns a directory card needs; select them with `${DIRECTORY_CARD_COLUMNS}` from `providers`. */
export const DIRECTORY_CARD_COLUMNS = `providers.id, providers.public_id, providers.slug, providers.name,
  providers.country, providers.city, providers.postal_code, providers.portrait_excerpt, providers.profile_image,
  providers.is_premium, providers.last_login_at, providers.responds_quickly`;

export type DirectoryCardRow = Omit<ProviderCardRow, 'portrait_html'> & {
  public_id: string;
  portrait_excerpt: string;
};

/** Cards of the rows, in their order, with the languages each provider speaks (one more query). */
export async function directoryCards(
  db: Queryable,
  rows: readonly DirectoryCardRow[],
  now: Date,
): Promise<DirectoryCard[]> {
  const languages = await languagesOfProviders(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    ...toProviderCardBase(row, languages.get(row.id) ?? [], now),
    publicId: row.public_id,
    excerpt: row.portrait_excerpt,
  }));
}

/**
 * One page of a listing and the listing's size. The page and the count are two queries on the same partial
 * index: the count is an index-only scan, and the page stops after `offset + pageSize` index entries.
 */
export async function listProviders(db: Queryable, query: ListingQuery, now: Date): Promise<ListedPage> {
  const { page, pageSize, knownTotal } = query;
  const { where, parameters } = listingFilter(query);
  const total = knownTotal ?? (await countProviders(db, where, parameters));
  const offset = (page - 1) * pageSize;
  if (offset >= total) return { providers: [], total, marksChangeAt: null };
  // The page's ids are chosen from the index alone, then only those rows are read: a deep page skips its
  // offset in the index instead of fetching every row before it from the table.
  const rows = await db.query<DirectoryCardRow>(
    `SELECT ${DIRECTORY_CARD_COLUMNS} FROM providers
     JOIN (SELECT providers.id FROM providers WHERE ${where}
           ORDER BY ${LISTING_ORDER} LIMIT $${parameters.length + 1} OFFSET $${parameters.length + 2}) AS page
       ON page.id = providers.id
     ORDER BY ${LISTING_ORDER}`,
    [...parameters, pageSize, offset],
  );
  return { providers: await directoryCards(db, rows, now), total, marksChangeAt: marksChangeAt(rows, now) };
}

/** The WHERE clause (and its parameters) of a listing: its scope, and its service when it has one. */
function listingFilter({ scope, serviceId }: Pick<ListingQuery, 'scope' | 'serviceId'>): {
  where: string;
  parameters: SqlParam[];
} {
  const parameters: SqlParam[] = [scope.level === 'country' ? scope.country : scope.id];
  let where = `providers.published AND ${SCOPE_COLUMNS[scope.level]} = $1`;
  if (serviceId !== undefined) {
    parameters.push(serviceId);
    where += ` AND EXISTS (SELECT 1 FROM provider_services
                           WHERE provider_services.provider_id = providers.id
                             AND provider_services.service_type_id = $${parameters.length})`;
  }
  return { where, parameters };
}

/** How many providers a listing has, on all its pages. */
export async function countListing(
  db: Queryable,
  listing: Pick<ListingQuery, 'scope' | 'serviceId'>,
): Promise<number> {
  const { where, parameters } = listingFilter(listing);
  return countProviders(db, where, parameters);
}

async function countProviders(
  db: Queryable,
  where: string,
  parameters: readonly SqlParam[],
): Promise<number> {
  const [counted] = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM providers WHERE ${where}`,
    parameters,
  );
  return counted?.total ?? 0;
}

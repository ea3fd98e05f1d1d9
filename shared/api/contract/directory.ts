import * as v from 'valibot';
import { siteCountrySchema } from '@shared/validation/site';
import { endpoint } from '../endpoint';
import {
  databaseIdSchema,
  databaseIdTextSchema,
  pageNumberSchema,
  searchTextSchema,
  slugSchema,
  uuidSchema,
} from './primitives';
import { providerCardSchema } from './providers';
import { GAZETTEER_CACHE, LIST_CACHE } from './public-caches';

/** Providers per listing page and per search page. */
export const DIRECTORY_PAGE_SIZE = 20;
/** A city filter finds the providers within this distance of the city. */
export const CITY_SEARCH_RADIUS_KM = 40;

/**
 * A provider as the directory's cards show it: the contact widget's card without the full portrait, plus
 * the public id favourites are kept by and a plain-text excerpt of the portrait.
 */
export const directoryCardSchema = v.object({
  ...v.omit(providerCardSchema, ['portrait']).entries,
  publicId: v.pipe(v.string(), v.uuid()),
  /** The portrait's first words as plain text (no HTML), ending with "…" when cut. */
  excerpt: v.string(),
});
export type DirectoryCard = v.InferOutput<typeof directoryCardSchema>;

/** What narrows a directory search; every filter is optional. */
export const directoryFiltersSchema = v.object({
  /** The site's country; by default the country of the host the call is made on. */
  country: v.optional(siteCountrySchema),
  /** A service type's slug (`full-service`, `partial-planning`, `day-of-coordination`). */
  service: v.optional(slugSchema),
  /** A region's slug within the country (`/api/directory/regions`). */
  region: v.optional(slugSchema),
  /** A city's id (`/api/directory/cities`): providers within CITY_SEARCH_RADIUS_KM, nearest first. */
  city: v.optional(databaseIdSchema),
});
export type DirectoryFilters = v.InferOutput<typeof directoryFiltersSchema>;

const searchResultSchema = v.object({
  providers: v.array(directoryCardSchema),
  total: v.number(),
  page: v.number(),
  /** At least 1, even when nothing matched. */
  pageCount: v.number(),
});
export type DirectorySearchResult = v.InferOutput<typeof searchResultSchema>;

export const searchDirectory = endpoint({
  name: 'directory_search',
  method: 'POST',
  path: '/api/directory/',
  auth: 'none',
  summary:
    'Published providers of a country, filtered by service, region or nearness to a city; premium first, then the most recently active. A page past the last is empty.',
  request: v.object({ ...directoryFiltersSchema.entries, page: v.optional(pageNumberSchema, 1) }),
  response: searchResultSchema,
});

export const directoryServiceSchema = v.object({ slug: v.string(), name: v.string() });

export const directoryServices = endpoint({
  name: 'directory_services',
  method: 'GET',
  path: '/api/directory/services',
  auth: 'none',
  summary: "The service types, named in the caller's language.",
  publicCache: LIST_CACHE,
  request: v.object({}),
  response: v.object({ services: v.array(directoryServiceSchema) }),
});

export const directoryRegionSchema = v.object({
  slug: v.string(),
  name: v.string(),
  /** Published providers in the region. */
  count: v.number(),
});

export type DirectoryRegion = v.InferOutput<typeof directoryRegionSchema>;

export const directoryRegions = endpoint({
  name: 'directory_regions',
  method: 'GET',
  path: '/api/directory/regions',
  auth: 'none',
  summary:
    "A country's regions (by default the host's country) that have providers, with their number, by name.",
  publicCache: LIST_CACHE,
  request: v.object({ country: v.optional(siteCountrySchema) }),
  response: v.object({ regions: v.array(directoryRegionSchema) }),
});

export const directoryCitySchema = v.object({
  id: v.number(),
  name: v.string(),
  /** Null where the data has none (outside France). */
  postalCode: v.nullable(v.string()),
  /** The department or region, to tell namesakes apart. */
  area: v.nullable(v.string()),
});

export const directoryCities = endpoint({
  name: 'directory_cities',
  method: 'GET',
  path: '/api/directory/cities',
  auth: 'none',
  errors: [429],
  summary:
    "City autocomplete for the directory search: a country's cities (optionally one region's), biggest first.",
  publicCache: GAZETTEER_CACHE,
  request: v.object({
    q: searchTextSchema,
    country: v.optional(siteCountrySchema),
    region: v.optional(slugSchema),
  }),
  response: v.object({ cities: v.array(directoryCitySchema) }),
});

/**
 * The most favourites a couple keeps (docs/product/directory.md#favourites): a shortlist, read whole by every
 * heart of a page, so it needs no pages; one more waits until one is removed (409).
 */
export const MAX_FAVORITES = 100;

export const favorites = endpoint({
  name: 'directory_favorites',
  method: 'GET',
  path: '/api/directory/favorites',
  auth: 'couple',
  summary: `The signed-in couple's favourite providers, most recent first: at most ${MAX_FAVORITES}, so one answer holds them all.`,
  request: v.object({}),
  response: v.object({ favorites: v.array(directoryCardSchema) }),
});

export const toggleFavorite = endpoint({
  name: 'directory_toggle_favorite',
  method: 'POST',
  path: '/api/directory/toggle-favorite',
  auth: 'couple',
  errors: [404, 409],
  summary: `Removes the provider from the favourites if it is there, adds it otherwise; answers the new state. Adding one past ${MAX_FAVORITES} favourites answers 409.`,
  request: v.object({ publicId: uuidSchema }),
  response: v.object({ publicId: v.string(), isFavorite: v.boolean() }),
});

export const incrementImageViewCount = endpoint({
  name: 'image_increment_view_count',
  method: 'PATCH',
  path: '/image/:id/increment-view-count',
  auth: 'none',
  errors: [429],
  summary: "Counts one view of a provider's image (the page calls it once per page view).",
  request: v.object({}),
  params: v.object({ id: databaseIdTextSchema }),
  response: v.object({ id: v.number(), viewCount: v.number() }),
});

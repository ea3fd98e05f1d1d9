import * as v from 'valibot';
import { endpoint } from '../endpoint';
import { siteCountrySchema } from '@shared/validation';
import { queryIntegerSchema, searchTextSchema } from './primitives';
import { GAZETTEER_CACHE } from './public-caches';

/** A city picked in an autocomplete (docs/product/city-autocomplete.md#picked-city). */
export const localitySchema = v.object({
  city: v.string(),
  /** The city's first postal code; null where the data has none (outside France). */
  zipcode: v.nullable(v.string()),
  countrycode: v.string(),
  lat: v.number(),
  lng: v.number(),
  /** The department or region, to tell namesakes apart in the list. */
  area: v.nullable(v.string()),
});
export type Locality = v.InferOutput<typeof localitySchema>;

export const searchLocality = endpoint({
  name: 'search_locality',
  method: 'GET',
  path: '/search/locality',
  auth: 'none',
  errors: [429],
  summary: 'City autocomplete: prefix- and accent-insensitive, cities only, biggest first.',
  publicCache: GAZETTEER_CACHE,
  request: v.object({
    q: searchTextSchema,
    country: v.optional(siteCountrySchema),
    limit: v.optional(queryIntegerSchema({ min: 1, max: 20 })),
  }),
  response: v.object({ localities: v.array(localitySchema) }),
});

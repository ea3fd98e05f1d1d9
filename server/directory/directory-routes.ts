import type { FastifyInstance } from 'fastify';
import * as directoryApi from '@shared/api/contract/directory';
import type { Config } from '../config';
import type { Database } from '../db/database';
import type { Clock } from '../http/clock';
import { requestLanguage } from '../http/describe-issues';
import { registerEndpoint } from '../http/register-endpoint';
import { searchCities } from '../locality/search-localities';
import { regionIdOf } from './directory-regions';
import { regionsWithCounts, type DirectoryAreas } from './areas';
import { directoryServices } from './directory-services';
import { listFavorites, toggleFavorite } from './favorites';
import { requestCountry } from './request-country';
import type { ListingCounts } from './listing-counts';
import { keptSearches } from './kept-searches';

/** An autocomplete asks on every keystroke: generous, but a scraper still hits the ceiling. */
const AUTOCOMPLETE_CALLS_PER_MINUTE = 300;

/** The directory's API: search, its filter lists, and the couple's favourites. */
export function registerDirectoryRoutes(
  app: FastifyInstance,
  {
    config,
    db,
    clock,
    areas,
    listingCounts,
  }: { config: Config; db: Database; clock: Clock; areas: DirectoryAreas; listingCounts: ListingCounts },
): void {
  const search = keptSearches({ db, counts: listingCounts, meter: app.meters.cache('searches') });
  registerEndpoint(app, directoryApi.searchDirectory, async ({ input, request }) => {
    const { page, country, ...filters } = input;
    return search({ ...filters, country: country ?? requestCountry(config, request) }, page, clock.now());
  });

  registerEndpoint(app, directoryApi.directoryServices, async ({ request, reply }) => {
    reply.header('vary', 'Cookie, Accept-Language');
    return { services: await directoryServices(db, requestLanguage(request)) };
  });

  registerEndpoint(app, directoryApi.directoryRegions, async ({ input, request }) => {
    const country = input.country ?? requestCountry(config, request);
    const [geography, counts] = await Promise.all([areas.areasOf(country), areas.countsOf(country)]);
    return { regions: regionsWithCounts(geography, counts) };
  });

  registerEndpoint(
    app,
    directoryApi.directoryCities,
    async ({ input, request }) => {
      const country = input.country ?? requestCountry(config, request);
      const regionId = input.region === undefined ? undefined : await regionIdOf(db, country, input.region);
      const cities = await searchCities(db, { q: input.q, country, regionId });
      return {
        cities: cities.map(({ id, name, postalCode, area }) => ({ id, name, postalCode, area })),
      };
    },
    { config: { rateLimit: { max: AUTOCOMPLETE_CALLS_PER_MINUTE, timeWindow: '1 minute' } } },
  );

  registerEndpoint(app, directoryApi.favorites, async ({ caller }) => ({
    favorites: await listFavorites(db, caller.userId, clock.now()),
  }));

  registerEndpoint(app, directoryApi.toggleFavorite, async ({ input, caller }) =>
    toggleFavorite(db, caller.userId, input.publicId, clock.now()),
  );
}

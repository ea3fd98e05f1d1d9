import type { DirectoryCard } from '@shared/api/contract/directory';
import type { CountryCode } from '@shared/sites';
import type { Queryable } from '../db/database';
import type { Clock } from '../http/clock';
import { timedCache } from '../cache/timed-cache';
import { recentActivitySince } from '../providers/recent-activity';
import { KM_PER_DEGREE } from './areas-distance';
import {
  DIRECTORY_CARD_COLUMNS,
  directoryCards,
  LISTING_ORDER,
  type DirectoryCardRow,
} from './list-providers';

/** How many of the country's most populous cities the home looks around. */
export const FEATURED_CITIES = 6;
/** How far around each of those cities a planner counts as near it. */
export const FEATURED_RADIUS_KM = 30;
/** How many planners the home shows, and at most how many of them come from around one city. */
export const FEATURED_PLANNERS = 6;
const FEATURED_PER_CITY = 2;

/**
 * How long the featured planners are reused: the home is the most visited page, and a new premium or a
 * planner's login shows there within this time.
 */
export const FEATURED_TTL_MS = 5 * 60_000;

/** Where a city is: the centre the featured planners are looked for around. */
export interface CityCentre {
  latitude: number;
  longitude: number;
}

/**
 * The country's FEATURED_CITIES most populous cities. Sorting a country's cities by population is most of
 * the featured planners' cost (no index has the population), and the geography is fixed once imported:
 * `cachedFeaturedPlanners` reads it once per country.
 */
export async function biggestCities(db: Queryable, country: CountryCode): Promise<CityCentre[]> {
  return db.query<CityCentre>(
    `SELECT latitude, longitude FROM cities WHERE country = $1
     ORDER BY population DESC NULLS LAST, id LIMIT $2`,
    [country, FEATURED_CITIES],
  );
}

/**
 * The planners a site's home features: premium or recently active ones near its most populous cities
 * (`cities`), a few around each city so that one city does not take them all, then premium first and the
 * most recently active first (the listings' order). Each city's candidates are read from the directory
 * search's index (`providers_search_near`: country, then a latitude/longitude box), so the query reads a few
 * index ranges and the chosen rows only.
 */
export async function featuredPlanners(
  db: Queryable,
  country: CountryCode,
  cities: readonly CityCentre[],
  now: Date,
): Promise<DirectoryCard[]> {
  const rows = await db.query<DirectoryCardRow>(
    `WITH near AS (
       SELECT DISTINCT picked.id FROM unnest($2::float8[], $3::float8[]) AS big_cities(latitude, longitude)
       CROSS JOIN LATERAL (
         SELECT providers.id FROM providers
         WHERE providers.published AND providers.country = $1
           AND providers.latitude BETWEEN big_cities.latitude - $4::float8 AND big_cities.latitude + $4::float8
           AND providers.longitude BETWEEN big_cities.longitude - $4::float8 / cos(radians(big_cities.latitude))
                                       AND big_cities.longitude + $4::float8 / cos(radians(big_cities.latitude))
           AND (providers.is_premium OR providers.last_login_at >= $5)
         ORDER BY ${LISTING_ORDER} LIMIT $6
       ) AS picked
     )
     SELECT ${DIRECTORY_CARD_COLUMNS} FROM providers JOIN near ON near.id = providers.id
     ORDER BY ${LISTING_ORDER} LIMIT $7`,
    [
      country,
      cities.map((city) => city.latitude),
      cities.map((city) => city.longitude),
      FEATURED_RADIUS_KM / KM_PER_DEGREE,
      recentActivitySince(now),
      FEATURED_PER_CITY,
      FEATURED_PLANNERS,
    ],
  );
  return directoryCards(db, rows, now);
}

/**
 * `featuredPlanners` per country, read at most once every FEATURED_TTL_MS; each country's biggest cities
 * once (an empty answer is not kept, so a later import of the geography is seen).
 */
export function cachedFeaturedPlanners(
  db: Queryable,
  clock: Clock,
): (country: CountryCode) => Promise<DirectoryCard[]> {
  const cities = new Map<CountryCode, Promise<CityCentre[]>>();
  const citiesOf = (country: CountryCode) => {
    let loaded = cities.get(country);
    if (!loaded) {
      loaded = biggestCities(db, country);
      cities.set(country, loaded);
      loaded.then(
        (found) => found.length === 0 && cities.delete(country),
        () => cities.delete(country),
      );
    }
    return loaded;
  };
  return timedCache(
    clock,
    FEATURED_TTL_MS,
    (country: CountryCode) => country,
    async (country) => featuredPlanners(db, country, await citiesOf(country), clock.now()),
  );
}

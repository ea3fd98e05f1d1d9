import type { CountryCode } from '@shared/sites';
import { frenchGazetteer } from './french-gazetteer';
import type { CountryGazetteer } from './gazetteer';
import { geonamesAdminNames } from './geonames-admin-names';
import { FRENCH_OVERSEAS_GEONAMES_COUNTRIES, geonamesPlacesByCountry } from './geonames-places';
import { geonamesGazetteer } from './geonames-gazetteer';

/** One country's regions, departments and cities, read from the installed data packages (no network). */
export async function loadGazetteer(country: CountryCode): Promise<CountryGazetteer> {
  const places = await geonamesPlacesByCountry();
  if (country === 'FR') {
    return frenchGazetteer(
      ['FR', ...FRENCH_OVERSEAS_GEONAMES_COUNTRIES].flatMap((code) => places.get(code) ?? []),
    );
  }
  return geonamesGazetteer(country, places.get(country) ?? [], await geonamesAdminNames());
}

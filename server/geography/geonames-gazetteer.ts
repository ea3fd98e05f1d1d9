import type { CountryCode } from '@shared/sites';
import type { CountryGazetteer, GazetteerCity, GazetteerDepartment, GazetteerRegion } from './gazetteer';
import type { GeonamesAdminNames } from './geonames-admin-names';
import type { GeonamesPlace } from './geonames-places';

/**
 * Feature codes that are not places of their own: sections of a city (PPLX, e.g. Berlin's districts, which
 * would crowd the autocomplete next to Berlin), and historical, abandoned or destroyed places.
 */
const EXCLUDED_FEATURE_CODES = new Set(['PPLX', 'PPLH', 'PPLQ', 'PPLW', 'PPLCH']);

/**
 * A country other than France from GeoNames: regions are its first-order divisions (admin1), departments its
 * second-order divisions (admin2) where GeoNames has them, cities its populated places. GeoNames cities carry
 * no postal code.
 */
export function geonamesGazetteer(
  country: CountryCode,
  places: readonly GeonamesPlace[],
  names: GeonamesAdminNames,
): CountryGazetteer {
  const prefix = `${country}.`;
  const regions: GazetteerRegion[] = [];
  for (const [key, name] of names.admin1) {
    if (key.startsWith(prefix)) regions.push({ code: key.slice(prefix.length), name });
  }
  const regionCodes = new Set(regions.map((region) => region.code));

  const departments: GazetteerDepartment[] = [];
  for (const [key, name] of names.admin2) {
    if (!key.startsWith(prefix)) continue;
    const code = key.slice(prefix.length);
    const regionCode = code.split('.', 1)[0] ?? '';
    if (regionCodes.has(regionCode)) departments.push({ code, regionCode, name });
  }
  const departmentCodes = new Set(departments.map((department) => department.code));

  const cities: GazetteerCity[] = [];
  for (const place of places) {
    if (EXCLUDED_FEATURE_CODES.has(place.featureCode) || !regionCodes.has(place.admin1)) continue;
    const departmentCode = `${place.admin1}.${place.admin2}`;
    cities.push({
      externalId: `geonames:${place.geonameId}`,
      name: place.name,
      regionCode: place.admin1,
      departmentCode: departmentCodes.has(departmentCode) ? departmentCode : null,
      postalCode: null,
      latitude: place.latitude,
      longitude: place.longitude,
      population: place.population > 0 ? place.population : null,
    });
  }
  return { country, regions, departments, cities };
}

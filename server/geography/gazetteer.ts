import type { CountryCode } from '@shared/sites';

/**
 * One country's geography as read from the data packages, before it is written to the database.
 * Codes are those of the source: INSEE codes for France, GeoNames admin codes elsewhere.
 */
export interface CountryGazetteer {
  country: CountryCode;
  regions: GazetteerRegion[];
  departments: GazetteerDepartment[];
  cities: GazetteerCity[];
}

export interface GazetteerRegion {
  code: string;
  name: string;
}

export interface GazetteerDepartment {
  code: string;
  regionCode: string;
  name: string;
}

export interface GazetteerCity {
  /** `insee:69123` or `geonames:2996944`: the source's own identifier, stable across imports. */
  externalId: string;
  name: string;
  regionCode: string;
  /** Null where the source has no second level for this place (see README: most of Germany). */
  departmentCode: string | null;
  /** Null where the source has none (every country but France). */
  postalCode: string | null;
  latitude: number;
  longitude: number;
  population: number | null;
}

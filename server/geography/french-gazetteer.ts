import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { CountryGazetteer, GazetteerCity } from './gazetteer';
import type { GeonamesPlace } from './geonames-places';
import { normaliseForSearch } from './normalise-for-search';

interface EtalabRegion {
  code: string;
  nom: string;
  zone: string;
}
interface EtalabDepartement extends EtalabRegion {
  region: string;
}
interface EtalabCommune extends EtalabDepartement {
  type: string;
  departement: string;
  codesPostaux?: string[];
  population?: number;
}

/** Metropolitan France and the five overseas departments; the overseas collectivities have other systems. */
const ZONES = new Set(['metro', 'drom']);

const INSEE_CODE = /^\d[\dAB]\d{3}$/;

const require = createRequire(import.meta.url);

async function readEtalab<T>(file: string): Promise<T[]> {
  return JSON.parse(
    await readFile(require.resolve(`@etalab/decoupage-administratif/data/${file}`), 'utf8'),
  ) as T[];
}

/**
 * France from the official Code officiel géographique (regions, departments, communes with postal codes and
 * legal population). It has no coordinates: each commune takes those of its GeoNames place, found by INSEE
 * code (GeoNames keeps it as admin4, or admin1 for Mayotte); a commune GeoNames does not list is left out.
 */
export async function frenchGazetteer(places: readonly GeonamesPlace[]): Promise<CountryGazetteer> {
  const [regions, departements, communes] = await Promise.all([
    readEtalab<EtalabRegion>('regions.json'),
    readEtalab<EtalabDepartement>('departements.json'),
    readEtalab<EtalabCommune>('communes.json'),
  ]);
  const placesByInseeCode = groupByInseeCode(places);

  const cities: GazetteerCity[] = [];
  for (const commune of communes) {
    if (commune.type !== 'commune-actuelle' || !ZONES.has(commune.zone)) continue;
    const place = bestPlace(commune, placesByInseeCode.get(commune.code) ?? []);
    if (!place) continue;
    cities.push({
      externalId: `insee:${commune.code}`,
      name: commune.nom,
      regionCode: commune.region,
      departmentCode: commune.departement,
      postalCode: commune.codesPostaux?.[0] ?? null,
      latitude: place.latitude,
      longitude: place.longitude,
      population: commune.population ?? null,
    });
  }

  return {
    country: 'FR',
    regions: regions.filter((region) => ZONES.has(region.zone)).map(({ code, nom }) => ({ code, name: nom })),
    departments: departements
      .filter((departement) => ZONES.has(departement.zone))
      .map(({ code, region, nom }) => ({ code, regionCode: region, name: nom })),
    cities,
  };
}

function groupByInseeCode(places: readonly GeonamesPlace[]): Map<string, GeonamesPlace[]> {
  const byCode = new Map<string, GeonamesPlace[]>();
  for (const place of places) {
    const code = INSEE_CODE.test(place.admin4)
      ? place.admin4
      : INSEE_CODE.test(place.admin1)
        ? place.admin1
        : null;
    if (!code) continue;
    const list = byCode.get(code);
    if (list) list.push(place);
    else byCode.set(code, [place]);
  }
  return byCode;
}

/**
 * GeoNames may list several places inside one commune (its town and its hamlets): the one bearing the
 * commune's name is its centre; failing that (a merged "commune nouvelle"), the most populous one.
 */
function bestPlace(commune: EtalabCommune, candidates: readonly GeonamesPlace[]): GeonamesPlace | undefined {
  const name = normaliseForSearch(commune.nom);
  return (
    candidates.find((place) => normaliseForSearch(place.name) === name) ??
    [...candidates].sort((a, b) => b.population - a.population)[0]
  );
}

import { iso31662 } from 'iso-3166';
import type { Language } from '@shared/i18n/languages';
import type { CountryCode } from '@shared/sites';
import { SUBDIVISION_NAMES } from './subdivision-names';

/**
 * The names of a country's regions and departments in one language, by the GeoNames codes the database keeps
 * (`02` for Bavaria's admin1, `15.TP` for the province of Trapani); null where the data sets have none.
 */
export interface LocalAreaNames {
  region(geonamesCode: string): string | null;
  department(geonamesCode: string): string | null;
}

/**
 * Where the standard's name is the formal name of a status ("Região Autónoma dos Açores", "Vlaams Gewest",
 * "Brussels Hoofdstedelijk Gewest"), the name people use and search for, in the site's language.
 */
const COMMON_NAMES: Readonly<Partial<Record<string, string>>> = {
  'PT-20': 'Açores',
  'PT-30': 'Madeira',
  'BE-VLG': 'Vlaanderen',
  'BE-WAL': 'Wallonië',
  'BE-BRU': 'Brussel',
};

/**
 * Germany's Regierungsbezirke, which GeoNames names in English ("Upper Bavaria") or with their status
 * ("Regierungsbezirk Köln") and neither ISO data set lists, by their GeoNames admin2 code.
 */
const REGIERUNGSBEZIRKE: Readonly<Partial<Record<string, string>>> = {
  '01.081': 'Stuttgart',
  '01.082': 'Karlsruhe',
  '01.083': 'Freiburg',
  '01.084': 'Tübingen',
  '02.091': 'Oberbayern',
  '02.092': 'Niederbayern',
  '02.093': 'Oberpfalz',
  '02.094': 'Oberfranken',
  '02.095': 'Mittelfranken',
  '02.096': 'Unterfranken',
  '02.097': 'Schwaben',
  '05.064': 'Darmstadt',
  '05.065': 'Gießen',
  '05.066': 'Kassel',
  '07.051': 'Düsseldorf',
  '07.053': 'Köln',
  '07.055': 'Münster',
  '07.057': 'Detmold',
  '07.059': 'Arnsberg',
};

/**
 * ISO 3166-2's own name of a subdivision, which is in the country's language (Belgium's regions in Dutch,
 * its provinces in their own language); a name the standard gives in two languages ("Bolzano, Bozen")
 * keeps the first.
 */
const isoNames = new Map(iso31662.map(({ code, name }) => [code, name.split(', ')[0] ?? name]));

/**
 * The local names of a country's areas for a site whose language is `language`, from two published data
 * sets: iso3166-2-db (its table for our countries: subdivision-names.ts), which ties each first-level
 * subdivision's GeoNames code to its ISO 3166-2 code and names it in several languages (German, Spanish,
 * Italian among them), and iso-3166, the standard's own names in the country's language (the source for
 * Portuguese and Dutch, which iso3166-2-db lacks, and for provinces, whose GeoNames codes end with their ISO
 * code), and Germany's Regierungsbezirke from the list above. English sites keep GeoNames' names.
 */
export function localAreaNames(country: CountryCode, language: Language): LocalAreaNames {
  if (language === 'en') return { region: () => null, department: () => null };
  const subdivisions = SUBDIVISION_NAMES[country];
  const byGeonamesCode = new Map(subdivisions.map((subdivision) => [subdivision.admin, subdivision]));
  const nameOf = (isoCode: string, translated: string | undefined) =>
    COMMON_NAMES[isoCode] ?? translated ?? isoNames.get(isoCode) ?? null;
  return {
    region(geonamesCode) {
      const subdivision = byGeonamesCode.get(geonamesCode);
      return subdivision ? nameOf(`${country}-${subdivision.iso}`, subdivision.names[language]) : null;
    },
    department(geonamesCode) {
      if (country === 'DE') return REGIERUNGSBEZIRKE[geonamesCode] ?? null;
      const isoSuffix = geonamesCode.split('.').at(-1);
      return isoSuffix === undefined ? null : nameOf(`${country}-${isoSuffix}`, undefined);
    },
  };
}

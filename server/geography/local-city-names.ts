import type { Language } from '@shared/i18n/languages';

/** How a city is called where GeoNames's name is not the one its site's pages should show. */
export interface LocalCityNames {
  /**
   * Its names in the languages of its country, the language of the site first: a bilingual city (Brussels
   * and its communes) has one per language and pages show the one of their language; any other city has one.
   */
  names: Readonly<Partial<Record<Language, string>>>;
  /** Other names it is known by in the country's languages, that only find it (Anvers for Antwerpen). */
  aliases?: readonly string[];
}

/**
 * The cities of the country sites whose GeoNames name is an English exonym (Munich, Rome, Lisbon), and
 * Belgium's cities named in several of its languages, by GeoNames id. GeoNames's cities500 gives its
 * alternate names without their language, and no installed data set names cities per language, so the list
 * is kept here: it was drawn up by walking each country's biggest cities, and local-city-names.test.ts walks
 * them again so that a new GeoNames release's English name is noticed. GeoNames's own name stays a name that
 * finds the city.
 */
export const LOCAL_CITY_NAMES: ReadonlyMap<number, LocalCityNames> = new Map<number, LocalCityNames>([
  [2867714, { names: { de: 'München' } }],
  [3169070, { names: { it: 'Roma' } }],
  [3173435, { names: { it: 'Milano' } }],
  [3172394, { names: { it: 'Napoli' } }],
  [3165524, { names: { it: 'Torino' } }],
  [3176219, { names: { it: 'Genova' } }],
  [3176959, { names: { it: 'Firenze' } }],
  [3164603, { names: { it: 'Venezia' } }],
  [2267057, { names: { pt: 'Lisboa' } }],
  [2520600, { names: { es: 'Cádiz' } }],
  [2800866, { names: { nl: 'Brussel', fr: 'Bruxelles', de: 'Brüssel' } }],
  [2787149, { names: { nl: 'Schaarbeek', fr: 'Schaerbeek' } }],
  [2795011, { names: { nl: 'Elsene', fr: 'Ixelles' } }],
  [2785123, { names: { nl: 'Ukkel', fr: 'Uccle' } }],
  [2791018, { names: { nl: 'Sint-Jans-Molenbeek', fr: 'Molenbeek-Saint-Jean' } }],
  [2783476, { names: { nl: 'Sint-Lambrechts-Woluwe', fr: 'Woluwe-Saint-Lambert' } }],
  [2798139, { names: { nl: 'Vorst', fr: 'Forest' } }],
  [2789786, { names: { nl: 'Oostende' }, aliases: ['Ostende'] }],
  [2803138, { names: { nl: 'Antwerpen' }, aliases: ['Anvers'] }],
  [2797656, { names: { nl: 'Gent' }, aliases: ['Gand'] }],
  [2800931, { names: { nl: 'Brugge' }, aliases: ['Bruges', 'Brügge'] }],
  [2792482, { names: { nl: 'Leuven' }, aliases: ['Louvain', 'Löwen'] }],
  [2791537, { names: { nl: 'Mechelen' }, aliases: ['Malines'] }],
  [2794055, { names: { nl: 'Kortrijk' }, aliases: ['Courtrai'] }],
  [2803448, { names: { nl: 'Aalst' }, aliases: ['Alost'] }],
  [2792413, { names: { fr: 'Liège' }, aliases: ['Luik', 'Lüttich'] }],
  [2790471, { names: { fr: 'Namur' }, aliases: ['Namen'] }],
  [2790869, { names: { fr: 'Mons' }, aliases: ['Bergen'] }],
  [2785341, { names: { fr: 'Tournai' }, aliases: ['Doornik'] }],
]);

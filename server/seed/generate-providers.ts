import type { Language } from '@shared/i18n/languages';
import { COUNTRY_CODES, SITES, type CountryCode } from '@shared/sites';
import { slugify } from '../geography/slugify';
import { LANGUAGE_LABELS } from './catalog-data';
import { portraitHtml } from './portrait-html';
import { providerName } from './provider-names';
import type { SeededRandom } from './seeded-random';
import { placeholderKey } from './placeholder-images';

/** A gazetteer city a provider can be placed in. */
export interface SeedCity {
  id: number;
  country: CountryCode;
  departmentId: number | null;
  regionCode: string;
  name: string;
  postalCode: string | null;
  latitude: number;
  longitude: number;
  population: number | null;
}

export interface DemoProvider {
  publicId: string;
  slug: string;
  name: string;
  country: CountryCode;
  departmentId: number | null;
  cityId: number;
  city: string;
  postalCode: string | null;
  latitude: number;
  longitude: number;
  portraitHtml: string;
  isPremium: boolean;
  lastLoginAt: Date;
  profileImage: string;
  createdAt: Date;
  languages: string[];
}

/** Share of the providers per country: the business is French first. */
const COUNTRY_SHARES: Readonly<Record<CountryCode, number>> = {
  FR: 0.5,
  GB: 0.1,
  DE: 0.1,
  IT: 0.09,
  ES: 0.08,
  BE: 0.08,
  PT: 0.05,
};

const PREMIUM_SHARE = 0.2;
/**
 * The directory's "recently active" badge looks back 90 days (docs/product/provider-card.md#recently-active):
 * seed both sides of it.
 */
const RECENT_LOGIN_SHARE = 0.65;
const DAY_MS = 86_400_000;
/** Sign-up dates count back from a fixed day, so they never depend on when the seed runs. */
const SIGN_UP_EPOCH = Date.UTC(2023, 0, 1);
/** Places smaller than this (or of unknown size) still get a chance to host a planner. */
const MIN_CITY_WEIGHT = 500;

const OTHER_LANGUAGES = LANGUAGE_LABELS.map(({ iso }) => iso);

/**
 * The demo directory: `count` providers spread over the countries (by COUNTRY_SHARES) and, inside a country,
 * over its cities in proportion to their population, so Paris has several planners and most departments some.
 * Everything comes from `random`, except last logins, spread back from `now`.
 */
export function generateProviders(options: {
  count: number;
  cities: readonly SeedCity[];
  random: SeededRandom;
  now: Date;
}): DemoProvider[] {
  const { count, cities, random, now } = options;
  const citiesByCountry = new Map<CountryCode, SeedCity[]>();
  for (const city of cities) {
    const list = citiesByCountry.get(city.country);
    if (list) list.push(city);
    else citiesByCountry.set(city.country, [city]);
  }
  const quotas = countryQuotas(count, [...citiesByCountry.keys()]);

  const names = new Set<string>();
  const slugs = new Set<string>();
  const providers: DemoProvider[] = [];
  for (const country of COUNTRY_CODES) {
    const countryCities = citiesByCountry.get(country) ?? [];
    const pickCity = weightedPicker(countryCities, (city) => Math.max(city.population ?? 0, MIN_CITY_WEIGHT));
    for (let n = 0; n < (quotas.get(country) ?? 0); n += 1) {
      const city = pickCity(random.next());
      const language = marketLanguage(city);
      const name = uniqueName(random, language, city.name, names);
      const lastLoginAt = lastLogin(random, now);
      providers.push({
        publicId: random.uuid(),
        slug: uniqueSlug(name, city.name, slugs),
        name,
        country,
        departmentId: city.departmentId,
        cityId: city.id,
        city: city.name,
        postalCode: city.postalCode,
        latitude: city.latitude,
        longitude: city.longitude,
        portraitHtml: portraitHtml(random, language, { name, city: city.name }),
        isPremium: random.chance(PREMIUM_SHARE),
        lastLoginAt,
        profileImage: placeholderKey(providers.length),
        createdAt: new Date(Math.min(SIGN_UP_EPOCH - random.int(5 * 365) * DAY_MS, lastLoginAt.getTime())),
        languages: spokenLanguages(random, language, city.country),
      });
    }
  }
  return providers;
}

/** Largest-remainder split of `count` over the countries that have cities. */
function countryQuotas(count: number, countries: readonly CountryCode[]): Map<CountryCode, number> {
  const total = countries.reduce((sum, country) => sum + COUNTRY_SHARES[country], 0);
  const exact = countries.map((country) => ({ country, value: (count * COUNTRY_SHARES[country]) / total }));
  const quotas = new Map(exact.map(({ country, value }) => [country, Math.floor(value)]));
  let left = count - [...quotas.values()].reduce((sum, quota) => sum + quota, 0);
  for (const { country } of [...exact].sort((a, b) => (b.value % 1) - (a.value % 1))) {
    if (left-- <= 0) break;
    quotas.set(country, (quotas.get(country) ?? 0) + 1);
  }
  return quotas;
}

function weightedPicker<T>(items: readonly T[], weight: (item: T) => number): (draw: number) => T {
  const cumulative: number[] = [];
  let total = 0;
  for (const item of items) cumulative.push((total += weight(item)));
  return (draw) => {
    const target = draw * total;
    let low = 0;
    let high = cumulative.length - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if ((cumulative[middle] ?? 0) > target) high = middle;
      else low = middle + 1;
    }
    const item = items[low];
    if (item === undefined) throw new Error('no city to place a provider in');
    return item;
  };
}

/** The language a provider writes in: the country's, and in Belgium French outside Flanders. */
function marketLanguage(city: SeedCity): Language {
  if (city.country === 'BE') return city.regionCode === 'VLG' ? 'nl' : 'fr';
  return SITES[city.country].languages[0];
}

/** Its own language, often English, sometimes another national language or one of the other listed ones. */
function spokenLanguages(random: SeededRandom, language: Language, country: CountryCode): string[] {
  const spoken = new Set<string>([language]);
  if (country === 'BE' && random.chance(0.5)) spoken.add(language === 'nl' ? 'fr' : 'nl');
  if (random.chance(0.75)) spoken.add('en');
  const others = () => OTHER_LANGUAGES.filter((iso) => !spoken.has(iso));
  if (random.chance(0.2)) spoken.add(random.pick(others()));
  if (random.chance(0.05)) spoken.add(random.pick(others()));
  return [...spoken];
}

function uniqueName(random: SeededRandom, language: Language, city: string, taken: Set<string>): string {
  let name = providerName(random, language);
  for (let attempt = 0; taken.has(name) && attempt < 5; attempt += 1) name = providerName(random, language);
  if (taken.has(name)) name = `${name} ${city}`;
  taken.add(name);
  return name;
}

function uniqueSlug(name: string, city: string, taken: Set<string>): string {
  const base = taken.has(slugify(name)) ? `${slugify(name)}-${slugify(city)}` : slugify(name);
  let slug = base;
  for (let n = 2; taken.has(slug); n += 1) slug = `${base}-${n}`;
  taken.add(slug);
  return slug;
}

function lastLogin(random: SeededRandom, now: Date): Date {
  const days = random.chance(RECENT_LOGIN_SHARE) ? random.next() * 89 : 91 + random.next() * 639;
  return new Date(Math.round(now.getTime() - days * DAY_MS));
}

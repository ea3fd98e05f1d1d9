import type { Language } from '../i18n/languages';

/** The seven country sites, all active (docs/product/languages-and-sites.md#country-sites). */
export const COUNTRY_CODES = ['FR', 'BE', 'GB', 'DE', 'IT', 'ES', 'PT'] as const;

export type CountryCode = (typeof COUNTRY_CODES)[number];

export interface Site {
  readonly country: CountryCode;
  /** The site's default locale (docs/product/languages-and-sites.md#country-sites). */
  readonly defaultLocale: `${Language}-${CountryCode}`;
  /**
   * The interface languages the site offers, its default first: what the registration form's language
   * select lists and what a site accepts as a user's language.
   */
  readonly languages: readonly [Language, ...Language[]];
  /** English name, for logs and configuration; users see the translated `countries.*` texts. */
  readonly name: string;
  /** Sub-domain of the site's local host name (`be` → `be.localhost`); empty for the main, French site. */
  readonly hostPrefix: string;
  /**
   * The name the site goes by, in its language: the header, the page titles' site name (Open Graph) and the
   * publisher of its articles. A deployer renames a site here (docs/product/languages-and-sites.md#brand).
   */
  readonly brand: string;
}

/*
 * Languages per site: the country's own language(s) first, then English, because couples often marry abroad
 * (destination weddings in France, Italy, Spain and Portugal) or are international couples living in the
 * country. Belgium offers its three official languages, Dutch first as its default locale is nl-BE.
 * The United Kingdom offers English only: no other interface language serves a real audience there.
 */
export const SITES: Readonly<Record<CountryCode, Site>> = {
  FR: {
    country: 'FR',
    defaultLocale: 'fr-FR',
    languages: ['fr', 'en'],
    name: 'France',
    hostPrefix: '',
    brand: 'Wedding planners France',
  },
  BE: {
    country: 'BE',
    defaultLocale: 'nl-BE',
    languages: ['nl', 'fr', 'de', 'en'],
    name: 'Belgium',
    hostPrefix: 'be',
    brand: 'Weddingplanners België',
  },
  GB: {
    country: 'GB',
    defaultLocale: 'en-GB',
    languages: ['en'],
    name: 'United Kingdom',
    hostPrefix: 'uk',
    brand: 'Wedding planners UK',
  },
  DE: {
    country: 'DE',
    defaultLocale: 'de-DE',
    languages: ['de', 'en'],
    name: 'Germany',
    hostPrefix: 'de',
    brand: 'Hochzeitsplaner Deutschland',
  },
  IT: {
    country: 'IT',
    defaultLocale: 'it-IT',
    languages: ['it', 'en'],
    name: 'Italy',
    hostPrefix: 'it',
    brand: 'Wedding planner Italia',
  },
  ES: {
    country: 'ES',
    defaultLocale: 'es-ES',
    languages: ['es', 'en'],
    name: 'Spain',
    hostPrefix: 'es',
    brand: 'Wedding planners España',
  },
  PT: {
    country: 'PT',
    defaultLocale: 'pt-PT',
    languages: ['pt', 'en'],
    name: 'Portugal',
    hostPrefix: 'pt',
    brand: 'Wedding planners Portugal',
  },
};

/**
 * The main domain's site, the fallback whenever nothing else names a country
 * (docs/product/languages-and-sites.md#main-site).
 */
export const DEFAULT_COUNTRY: CountryCode = 'FR';

/** Other spellings integrators use: `UK` is not an ISO code but is what people write for GB. */
const COUNTRY_ALIASES: Readonly<Record<string, CountryCode>> = { UK: 'GB' };

export function isCountryCode(value: string): value is CountryCode {
  return (COUNTRY_CODES as readonly string[]).includes(value);
}

/** A site country from loose input (`' be '`, `'uk'`), or null when it names none of the seven. */
export function toCountryCode(input: string | null | undefined): CountryCode | null {
  const code = input?.trim().toUpperCase() ?? '';
  if (isCountryCode(code)) return code;
  return COUNTRY_ALIASES[code] ?? null;
}

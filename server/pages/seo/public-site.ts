import type { Language } from '@shared/i18n';
import { COUNTRY_CODES, SITES, type CountryCode } from '@shared/sites';
import type { siteUrls } from '@server/hosts';
import type { PageSeo } from './page-seo';

export type SiteUrls = ReturnType<typeof siteUrls>;

/** The country site a public page is served for, and where that site lives. */
export interface PublicSite {
  country: CountryCode;
  /**
   * The site's default language: a country site speaks it whoever visits
   * (docs/product/languages-and-sites.md#language-detection).
   */
  language: Language;
  /** `<html lang>` and number formats (`nl-BE`). */
  locale: string;
  /** The site's own address (`https://example.be`), what canonical URLs and sitemaps are absolute on. */
  origin: string;
  /** The name the site goes by (shared/sites/sites.ts). */
  brand: string;
}

/** A country site's address from the configuration; the first one when several host names serve it. */
export function siteOrigin(urls: SiteUrls, country: CountryCode): string | undefined {
  return urls.countries.find((site) => site.country === country)?.url;
}

/**
 * Where a host every country shares sends a visitor of `country` (its directory, its guides, its planners'
 * profiles): that country's site, else the first one configured.
 */
export function countrySiteOrigin(urls: SiteUrls, country: CountryCode): string | undefined {
  return siteOrigin(urls, country) ?? urls.countries[0]?.url;
}

export function publicSite(urls: SiteUrls, country: CountryCode, fallbackOrigin: string): PublicSite {
  const site = SITES[country];
  return {
    country,
    language: site.languages[0],
    locale: site.defaultLocale,
    origin: siteOrigin(urls, country) ?? fallbackOrigin,
    brand: site.brand,
  };
}

/** One version of a page: the site's locale as `hreflang`, and its absolute address. */
export interface Alternate {
  hreflang: string;
  href: string;
}

/**
 * The French site answers for visitors whose language no site speaks
 * (docs/product/languages-and-sites.md#main-site).
 */
const X_DEFAULT_COUNTRY: CountryCode = 'FR';

/**
 * The versions of a page that every site has at the same path (a directory's root, the departments page):
 * one per configured site, and `x-default` on the main site.
 */
export function alternatesOnEverySite(urls: SiteUrls, path: string): Alternate[] {
  const alternates: Alternate[] = [];
  for (const country of COUNTRY_CODES) {
    const origin = siteOrigin(urls, country);
    if (origin) alternates.push({ hreflang: SITES[country].defaultLocale, href: origin + path });
  }
  const fallback = siteOrigin(urls, X_DEFAULT_COUNTRY);
  if (fallback) alternates.push({ hreflang: 'x-default', href: fallback + path });
  return alternates;
}

/** A page only one site has (a department, a provider, a guide): it names itself and no other version. */
export function onlyAlternate(site: PublicSite, path: string): Alternate[] {
  return [{ hreflang: site.locale, href: site.origin + path }];
}

/** The head of a page every country site has at the same path (the home, the terms of sale). */
export function everySitePageSeo(site: PublicSite, urls: SiteUrls, path: string): PageSeo {
  return {
    canonical: `${site.origin}${path}`,
    alternates: alternatesOnEverySite(urls, path),
    openGraph: { type: 'website', siteName: site.brand },
  };
}

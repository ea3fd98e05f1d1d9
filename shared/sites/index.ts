export { COUNTRY_CODES, DEFAULT_COUNTRY, SITES, isCountryCode, toCountryCode } from './sites';
export type { CountryCode, Site } from './sites';
export { LOCAL_SITE_DOMAINS, resolveCountry, siteDomains } from './domains';
export type { CountrySources, SiteDomains } from './domains';

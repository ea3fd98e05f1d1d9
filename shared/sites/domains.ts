import { COUNTRY_CODES, DEFAULT_COUNTRY, SITES, toCountryCode } from './sites';
import type { CountryCode } from './sites';

export type SiteDomains = Readonly<Record<string, CountryCode>>;

/** Host name → country for sites laid out as sub-domains of one base domain (`be.localhost`, `localhost`). */
export function siteDomains(baseDomain: string): SiteDomains {
  const base = normalizeHostname(baseDomain);
  return Object.fromEntries(
    COUNTRY_CODES.map((country) => {
      const prefix = SITES[country].hostPrefix;
      return [prefix ? `${prefix}.${base}` : base, country];
    }),
  );
}

/** The local development layout: `localhost` is France, `be.localhost` Belgium, `uk.localhost` GB… */
export const LOCAL_SITE_DOMAINS: SiteDomains = siteDomains('localhost');

export interface CountrySources {
  /** The page's host name (`location.hostname`) or a request's Host header; a port is ignored. */
  readonly hostname?: string | null;
  /** Host name → country; defaults to the local layout. */
  readonly domains?: SiteDomains;
  /**
   * The root element's `data-country` attribute, which overrides the domain
   * (docs/product/languages-and-sites.md#site-country).
   */
  readonly attribute?: string | null;
}

/**
 * The country site a page belongs to: a known `data-country` attribute wins (an unknown one is ignored),
 * else the host name or its nearest listed parent domain (`www.example.fr` → `example.fr`), else France.
 */
export function resolveCountry({
  hostname,
  domains = LOCAL_SITE_DOMAINS,
  attribute,
}: CountrySources): CountryCode {
  return toCountryCode(attribute) ?? countryOfHostname(hostname ?? '', domains) ?? DEFAULT_COUNTRY;
}

function countryOfHostname(hostname: string, domains: SiteDomains): CountryCode | null {
  const labels = normalizeHostname(hostname).split('.');
  for (let start = 0; start < labels.length; start++) {
    const candidate = labels.slice(start).join('.');
    if (Object.hasOwn(domains, candidate)) return domains[candidate] ?? null;
  }
  return null;
}

/** Lower case, no port, no trailing dot of a fully qualified name; bracketed IPv6 addresses stay whole. */
function normalizeHostname(hostname: string): string {
  const name = hostname.trim().toLowerCase();
  const withoutPort = name.startsWith('[') ? name.slice(0, name.indexOf(']') + 1) : name.replace(/:\d*$/, '');
  return withoutPort.replace(/\.$/, '');
}

import { resolveCountry, type CountryCode } from '@shared/sites';
import type { Config, HostKind } from './config';

export type ResolvedHost = { kind: 'public'; country: CountryCode } | { kind: Exclude<HostKind, 'public'> };

/**
 * Which of the three sites a request is for, from its Host name. Unknown names (an IP address, a health
 * check) get the French public site, the product's main domain; `www.` and other sub-domains of a country
 * domain get that country.
 */
export function resolveHost(
  config: Pick<Config, 'siteDomains' | 'projectHost' | 'backOfficeHost'>,
  hostname: string,
): ResolvedHost {
  const kind = hostKindOf(config, hostname);
  if (kind !== 'public') return { kind };
  return {
    kind,
    country: resolveCountry({ hostname: hostname.toLowerCase(), domains: config.siteDomains }),
  };
}

/**
 * `resolveHost`'s kind alone, without the country it also works out: what the router matches every request's
 * routes by (server/http/host-routing.ts).
 */
export function hostKindOf(
  config: Pick<Config, 'projectHost' | 'backOfficeHost'>,
  hostname: string,
): HostKind {
  const name = hostname.toLowerCase();
  if (name === config.projectHost) return 'project';
  if (name === config.backOfficeHost) return 'backOffice';
  return 'public';
}

const DEFAULT_PORTS = { http: 80, https: 443 } as const;

/**
 * The absolute base URL of each site, as visitors reach them: PUBLIC_SCHEME and PUBLIC_PORT when the process
 * sits behind a proxy, otherwise this process's own port over http.
 */
export function siteUrls(
  config: Pick<Config, 'siteDomains' | 'projectHost' | 'backOfficeHost' | 'port'> &
    Partial<Pick<Config, 'publicScheme' | 'publicPort'>>,
) {
  const scheme = config.publicScheme ?? 'http';
  const port = config.publicPort ?? (config.publicScheme === 'https' ? DEFAULT_PORTS.https : config.port);
  const url = (host: string) => `${scheme}://${host}${port === DEFAULT_PORTS[scheme] ? '' : `:${port}`}`;
  return {
    countries: Object.entries(config.siteDomains).map(([host, country]) => ({ country, url: url(host) })),
    project: url(config.projectHost),
    backOffice: url(config.backOfficeHost),
  };
}

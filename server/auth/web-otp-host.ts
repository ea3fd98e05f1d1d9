import type { Config } from '../config';
import { resolveHost } from '../hosts';

/**
 * The host the SMS's WebOTP line names (`@host #code`), so that the browser offers the code on that site only.
 * It is always one of the configured host names, picked by the site the request was made on: the request's
 * Host header is attacker-controlled text, and written into the SMS it would let anyone put words under the
 * brand's sender id, bill long messages, or hand the code to their own page through WebOTP.
 */
export function webOtpHost(
  config: Pick<Config, 'siteDomains' | 'projectHost' | 'backOfficeHost'>,
  hostname: string,
): string {
  const name = hostname.toLowerCase();
  if (Object.hasOwn(config.siteDomains, name)) return name;
  const host = resolveHost(config, name);
  if (host.kind !== 'public') return host.kind === 'project' ? config.projectHost : config.backOfficeHost;
  const domains = Object.entries(config.siteDomains);
  const [domain] = domains.find(([, country]) => country === host.country) ?? domains[0] ?? [];
  return domain ?? config.projectHost;
}

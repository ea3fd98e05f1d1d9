import type { IncomingMessage } from 'node:http';
import { BlockList, isIPv6 } from 'node:net';
import type { Config } from '../config';

/** Whether the address `hop` steps away from us (0: the socket's peer) is a proxy we trust. */
export type ProxyTrust = (address: string, hop: number) => boolean;

/**
 * TRUST_PROXY as one function, given to Fastify (the client's address, `request.hostname`) and to the host
 * routing, so that both read X-Forwarded-For and X-Forwarded-Host under the same rule. False: no proxy.
 */
export function proxyTrust(setting: Config['trustProxy']): ProxyTrust | false {
  if (setting === false) return false;
  if (typeof setting === 'number') return (_address, hop) => hop < setting;
  const proxies = new BlockList();
  for (const entry of setting) {
    const [address = '', prefix] = entry.split('/');
    const type = isIPv6(address) ? 'ipv6' : 'ipv4';
    if (prefix === undefined) proxies.addAddress(address, type);
    else proxies.addSubnet(address, Number(prefix), type);
  }
  // BlockList matches an IPv4-mapped IPv6 peer (::ffff:10.0.0.5) against the IPv4 entries.
  return (address) => proxies.check(address, isIPv6(address) ? 'ipv6' : 'ipv4');
}

/**
 * What start-up says about a TRUST_PROXY hop count in production: it trusts whoever connects, so it holds only
 * while the application port is reachable through the proxy alone (README, "Behind a reverse proxy"). Null for
 * the proxies' addresses, which hold however the port is reached.
 */
export function hopCountWarning(setting: Config['trustProxy'], nodeEnv: Config['nodeEnv']): string | null {
  if (typeof setting !== 'number' || nodeEnv !== 'production') return null;
  return (
    `TRUST_PROXY=${setting} believes X-Forwarded-For from whoever connects: keep the application port ` +
    "reachable through the proxy alone, or list the proxies' addresses instead (TRUST_PROXY=10.0.0.5)"
  );
}

function lastEntry(value: string): string {
  return value.slice(value.lastIndexOf(',') + 1).trim();
}

/**
 * The host name a request is for, read from the raw request as Fastify's `request.hostname` reads it: the
 * last X-Forwarded-Host when the socket's peer is a trusted proxy, the Host header otherwise, without its
 * port. The router needs it before Fastify's request object exists.
 */
export function requestHostname(request: IncomingMessage, trust: ProxyTrust | false): string {
  const forwarded = request.headers['x-forwarded-host'];
  const peer = request.socket?.remoteAddress;
  const host =
    typeof forwarded === 'string' && forwarded !== '' && trust && peer !== undefined && trust(peer, 0)
      ? lastEntry(forwarded)
      : (request.headers.host ?? '');
  if (host.startsWith('[')) return host.slice(0, host.indexOf(']') + 1);
  return host.split(':', 1)[0] ?? '';
}

import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isIP, isIPv4 } from 'node:net';

/**
 * An IPv6 client is counted by its /64: a device picks its own addresses inside its /64 and changes them at will
 * (privacy addresses, RFC 8981), so the /64 is the smallest thing one client holds. Configurable
 * (`CLIENT_IPV6_PREFIX`) between a /32, the usual allocation of a whole ISP (wider would put its every customer
 * under one count), and a /128, one exact address.
 */
export const CLIENT_IPV6_PREFIX = { default: 64, min: 32, max: 128 } as const;

/**
 * The wider network a client belongs to, which takes at most a share of the SMS budgets: an IPv4 /24 and an IPv6
 * /48, the smallest blocks routed on the Internet, what one office, one site or one rented server range holds.
 */
const NETWORK_PREFIX = { ipv4: 24, ipv6: 48 } as const;

/** `a.b.c.d` with its low `32 - prefix` bits cleared, and the prefix written: `192.0.2.0/24`. */
function ipv4Network(address: string, prefix: number): string {
  const value = address.split('.').reduce((sum, octet) => sum * 256 + Number(octet), 0);
  const hostSize = 2 ** (32 - prefix);
  const network = Math.floor(value / hostSize) * hostSize;
  const octets = [24, 16, 8, 0].map((shift) => Math.floor(network / 2 ** shift) % 256);
  return `${octets.join('.')}/${prefix}`;
}

function masked(ip: string, ipv4Prefix: number, ipv6Prefix: number): string {
  if (isIP(ip) === 0) return ip;
  // One canonical form whatever the writing: compressed or not, any case, a zone id dropped, and an
  // IPv4-mapped address (::ffff:192.0.2.1) as the IPv4 address it is.
  const address = normalizeIP(ip, 128);
  if (isIPv4(address)) return ipv4Prefix === 32 ? address : ipv4Network(address, ipv4Prefix);
  return ipv6Prefix === 128 ? address : `${normalizeIP(address, ipv6Prefix)}/${ipv6Prefix}`;
}

/**
 * Who a request comes from, as every per-client limit counts it: an IPv4 address as it is, an IPv6 address by
 * its `ipv6Prefix` network (`2001:db8:1:2::/64`). Anything that is not an IP address is returned as it is.
 */
export function clientKey(ip: string, ipv6Prefix: number): string {
  return masked(ip, 32, ipv6Prefix);
}

/**
 * The wider network of a client (an IPv4 /24, an IPv6 /48, or the client's own prefix when that is wider),
 * which one attacker with many client keys still shares.
 */
export function clientNetworkKey(ip: string, ipv6Prefix: number): string {
  return masked(ip, NETWORK_PREFIX.ipv4, Math.min(NETWORK_PREFIX.ipv6, ipv6Prefix));
}

declare module 'fastify' {
  interface FastifyRequest {
    /** `clientKey(request.ip, CLIENT_IPV6_PREFIX)`: what every per-client limit of a route counts by. */
    readonly clientKey: string;
  }
}

/** Gives every request its `clientKey`, worked out from `request.ip` (which TRUST_PROXY decides). */
export function decorateClientKey(app: FastifyInstance, ipv6Prefix: number): void {
  app.decorateRequest('clientKey', {
    getter(this: FastifyRequest) {
      return clientKey(this.ip, ipv6Prefix);
    },
  });
}

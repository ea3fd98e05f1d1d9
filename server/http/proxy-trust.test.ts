import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { proxyTrust, requestHostname } from './proxy-trust';

function rawRequest(headers: Record<string, string>, remoteAddress: string): IncomingMessage {
  return { headers, socket: { remoteAddress } } as unknown as IncomingMessage;
}

describe('proxyTrust', () => {
  it('trusts no one without TRUST_PROXY', () => {
    expect(proxyTrust(false)).toBe(false);
  });

  it('trusts the nearest hops by count', () => {
    const trust = proxyTrust(2);
    expect(trust && [0, 1, 2].map((hop) => trust('203.0.113.7', hop))).toEqual([true, true, false]);
  });

  it('trusts listed addresses and ranges, IPv4 peers seen as IPv6 included', () => {
    const trust = proxyTrust(['10.0.0.5', '10.1.0.0/16', '2001:db8::/32']);
    if (!trust) throw new Error('a list is trusted');
    expect(trust('10.0.0.5', 0)).toBe(true);
    expect(trust('10.1.200.3', 3)).toBe(true);
    expect(trust('::ffff:10.0.0.5', 0)).toBe(true);
    expect(trust('2001:db8::1', 0)).toBe(true);
    expect(trust('10.0.0.6', 0)).toBe(false);
    expect(trust('10.2.0.1', 0)).toBe(false);
  });
});

describe('requestHostname', () => {
  const forwarded = { host: 'backend:3000', 'x-forwarded-host': 'evil.example, be.localhost:3000' };

  it('reads the last forwarded host from a trusted proxy, without its port', () => {
    expect(requestHostname(rawRequest(forwarded, '10.0.0.5'), proxyTrust(['10.0.0.5']))).toBe('be.localhost');
  });

  it('reads the Host header otherwise', () => {
    expect(requestHostname(rawRequest(forwarded, '192.0.2.1'), proxyTrust(['10.0.0.5']))).toBe('backend');
    expect(requestHostname(rawRequest(forwarded, '10.0.0.5'), false)).toBe('backend');
    expect(requestHostname(rawRequest({ host: '[::1]:3000' }, '::1'), false)).toBe('[::1]');
  });
});

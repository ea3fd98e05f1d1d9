import { describe, expect, it } from 'vitest';
import { clientKey, clientNetworkKey } from './client-key';

describe('clientKey', () => {
  it('keeps an IPv4 address as it is', () => {
    expect(clientKey('203.0.113.7', 64)).toBe('203.0.113.7');
    expect(clientKey('203.0.113.8', 64)).toBe('203.0.113.8');
  });

  it('counts an IPv4-mapped IPv6 address as its IPv4 address, however it is written', () => {
    for (const mapped of [
      '::ffff:203.0.113.7',
      '::FFFF:203.0.113.7',
      '::ffff:cb00:7107',
      '0:0:0:0:0:ffff:cb00:7107',
    ]) {
      expect(clientKey(mapped, 64), mapped).toBe('203.0.113.7');
    }
  });

  it('gives every writing of one /64 the same key: compressed, expanded, any case, with a zone id', () => {
    const writings = [
      '2001:db8:1:2::1',
      '2001:db8:1:2:ffff:ffff:ffff:ffff',
      '2001:0db8:0001:0002:0000:0000:0000:0001',
      '2001:DB8:1:2:A:B:C:D',
      '2001:db8:1:2::1%eth0',
      '2001:db8:1:2:0:0:a:b',
    ];
    for (const ip of writings) expect(clientKey(ip, 64), ip).toBe('2001:db8:1:2::/64');
  });

  it('tells apart the /64s next to each other', () => {
    expect(clientKey('2001:db8:1:1:ffff:ffff:ffff:ffff', 64)).toBe('2001:db8:1:1::/64');
    expect(clientKey('2001:db8:1:3::', 64)).toBe('2001:db8:1:3::/64');
    expect(clientKey('::1', 64)).toBe('::/64');
  });

  it('cuts at the configured prefix, bits inside a group included', () => {
    const ip = '2001:db8:abcd:12ff:ffff::1';
    expect(clientKey(ip, 32)).toBe('2001:db8::/32');
    expect(clientKey(ip, 48)).toBe('2001:db8:abcd::/48');
    expect(clientKey(ip, 56)).toBe('2001:db8:abcd:1200::/56');
    expect(clientKey(ip, 63)).toBe('2001:db8:abcd:12fe::/63');
    expect(clientKey(ip, 65)).toBe('2001:db8:abcd:12ff:8000::/65');
    expect(clientKey(ip, 127)).toBe('2001:db8:abcd:12ff:ffff::/127');
  });

  it('keeps the exact address, in its canonical writing, at /128', () => {
    expect(clientKey('2001:0DB8:0:0:0:0:0:1', 128)).toBe('2001:db8::1');
    expect(clientKey('fe80::1%eth0', 128)).toBe('fe80::1');
  });

  it('returns what is not an IP address as it is', () => {
    expect(clientKey('', 64)).toBe('');
    expect(clientKey('not-an-address', 64)).toBe('not-an-address');
    expect(clientKey('2001:db8:::1', 64)).toBe('2001:db8:::1');
  });
});

describe('clientNetworkKey', () => {
  it('is the IPv4 /24', () => {
    expect(clientNetworkKey('203.0.113.7', 64)).toBe('203.0.113.0/24');
    expect(clientNetworkKey('203.0.113.255', 64)).toBe('203.0.113.0/24');
    expect(clientNetworkKey('203.0.114.0', 64)).toBe('203.0.114.0/24');
    expect(clientNetworkKey('255.255.255.255', 64)).toBe('255.255.255.0/24');
    expect(clientNetworkKey('::ffff:203.0.113.7', 64)).toBe('203.0.113.0/24');
  });

  it('is the IPv6 /48, or the client’s own prefix when that is wider', () => {
    expect(clientNetworkKey('2001:db8:abcd:12ff::1', 64)).toBe('2001:db8:abcd::/48');
    expect(clientNetworkKey('2001:db8:abcd:ffff::1', 128)).toBe('2001:db8:abcd::/48');
    expect(clientNetworkKey('2001:db8:abcd:12ff::1', 40)).toBe('2001:db8:ab00::/40');
  });
});

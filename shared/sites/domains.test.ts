import { describe, expect, it } from 'vitest';
import { LOCAL_SITE_DOMAINS, resolveCountry, siteDomains } from './domains';

describe('siteDomains', () => {
  it('builds the local layout', () => {
    expect(LOCAL_SITE_DOMAINS).toEqual({
      localhost: 'FR',
      'be.localhost': 'BE',
      'uk.localhost': 'GB',
      'de.localhost': 'DE',
      'it.localhost': 'IT',
      'es.localhost': 'ES',
      'pt.localhost': 'PT',
    });
  });

  it('derives from any base domain', () => {
    const domains = siteDomains('Mariage.Example.');
    expect(domains['mariage.example']).toBe('FR');
    expect(domains['uk.mariage.example']).toBe('GB');
    expect(Object.keys(domains)).toHaveLength(7);
  });
});

describe('resolveCountry', () => {
  const domains = { 'example.fr': 'FR', 'example.be': 'BE', 'example.co.uk': 'GB' } as const;

  it('uses the data-country attribute first, trimmed and uppercased', () => {
    expect(resolveCountry({ hostname: 'example.be', domains, attribute: ' de ' })).toBe('DE');
  });

  it('accepts UK as an alias of GB', () => {
    expect(resolveCountry({ hostname: 'localhost', attribute: 'UK' })).toBe('GB');
  });

  it('ignores an unknown attribute and falls back to the domain', () => {
    expect(resolveCountry({ hostname: 'example.be', domains, attribute: 'US' })).toBe('BE');
    expect(resolveCountry({ hostname: 'example.be', domains, attribute: '' })).toBe('BE');
  });

  it('matches the host name exactly, then its parent domains', () => {
    expect(resolveCountry({ hostname: 'example.co.uk', domains })).toBe('GB');
    expect(resolveCountry({ hostname: 'www.example.fr', domains })).toBe('FR');
    expect(resolveCountry({ hostname: 'a.b.example.be', domains })).toBe('BE');
  });

  it('prefers the most specific listed domain', () => {
    expect(resolveCountry({ hostname: 'projet.be.localhost' })).toBe('BE');
    expect(resolveCountry({ hostname: 'projet.localhost' })).toBe('FR');
  });

  it('ignores case, a port and a trailing dot', () => {
    expect(resolveCountry({ hostname: 'UK.LocalHost:5173' })).toBe('GB');
    expect(resolveCountry({ hostname: 'www.example.be.', domains })).toBe('BE');
  });

  it('uses the local layout by default', () => {
    expect(resolveCountry({ hostname: 'pt.localhost' })).toBe('PT');
    expect(resolveCountry({ hostname: 'it.localhost' })).toBe('IT');
  });

  it('falls back to France', () => {
    expect(resolveCountry({ hostname: 'unknown.example.org', domains })).toBe('FR');
    expect(resolveCountry({ hostname: '127.0.0.1:3000', domains })).toBe('FR');
    expect(resolveCountry({ hostname: '[::1]:3000', domains })).toBe('FR');
    expect(resolveCountry({})).toBe('FR');
  });

  it('does not mistake inherited object properties for domains', () => {
    expect(resolveCountry({ hostname: 'constructor', domains })).toBe('FR');
    expect(resolveCountry({ hostname: '__proto__', domains })).toBe('FR');
  });

  it('does not match a domain that only ends with the same letters', () => {
    expect(resolveCountry({ hostname: 'notexample.be', domains })).toBe('FR');
  });
});

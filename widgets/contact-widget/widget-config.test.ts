import { describe, expect, it } from 'vitest';
import { dateLocale, isProviderId } from './widget-config';

describe('dateLocale', () => {
  it('uses data-locale when the browser knows it', () => {
    expect(dateLocale('fr-BE', 'fr')).toBe('fr-BE');
    expect(dateLocale(undefined, 'it')).toBe('it');
    expect(dateLocale('not a locale!', 'es')).toBe('es');
  });
});

describe('isProviderId', () => {
  it('accepts positive integers only', () => {
    expect([123, 0, -1, 1.5, Number.NaN, '123', undefined].map(isProviderId)).toEqual([
      true,
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
  });
});

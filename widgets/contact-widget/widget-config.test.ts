import { afterEach, describe, expect, it, vi } from 'vitest';
import { dateLocale, isProviderId, readEventTypes } from './widget-config';

describe('dateLocale', () => {
  it('uses data-locale when the browser knows it', () => {
    expect(dateLocale('fr-BE', 'fr')).toBe('fr-BE');
    expect(dateLocale(undefined, 'it')).toBe('it');
    expect(dateLocale('not a locale!', 'es')).toBe('es');
  });
});

describe('readEventTypes', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('reads the list of event types', () => {
    expect(readEventTypes([{ slug: 'wedding', name: 'Mariage' }])).toEqual([
      { slug: 'wedding', name: 'Mariage' },
    ]);
    expect(readEventTypes(undefined)).toEqual([]);
  });

  it('warns about and ignores anything else', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(readEventTypes({ wedding: 'Mariage' })).toEqual([]);
    expect(warn).toHaveBeenCalledOnce();
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

import { describe, expect, it } from 'vitest';
import { SITES } from '@shared/sites';
import { dateTimeFormat, numberFormat } from './formats';

/** Each site's locale, and its other languages in its country (`en-FR`). */
const LOCALES = Object.values(SITES).flatMap((site) =>
  site.languages.map((language) => `${language}-${site.country}`),
);
const EUROS = { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 } as const;
const LONG_DATE = { dateStyle: 'long', timeZone: 'UTC' } as const;

describe('formats', () => {
  it('formats as a formatter of its own would, in every locale of the sites', () => {
    expect(LOCALES.length).toBeGreaterThan(7);
    for (const locale of LOCALES) {
      expect(numberFormat(locale).format(12345.5)).toBe(new Intl.NumberFormat(locale).format(12345.5));
      expect(numberFormat(locale, EUROS).format(4000)).toBe(
        new Intl.NumberFormat(locale, EUROS).format(4000),
      );
      const date = new Date(Date.UTC(2026, 5, 13));
      expect(dateTimeFormat(locale, LONG_DATE).format(date)).toBe(
        new Intl.DateTimeFormat(locale, LONG_DATE).format(date),
      );
    }
  });

  it('keeps one formatter per locale and options', () => {
    expect(numberFormat('fr-FR', { ...EUROS })).toBe(numberFormat('fr-FR', { ...EUROS }));
    expect(numberFormat('fr-FR', EUROS)).not.toBe(numberFormat('fr-BE', EUROS));
    expect(numberFormat('fr-FR', EUROS)).not.toBe(numberFormat('fr-FR'));
    expect(numberFormat('de-DE', EUROS).format(4000)).not.toBe(numberFormat('de-DE').format(4000));
    expect(dateTimeFormat('de-DE', LONG_DATE)).toBe(dateTimeFormat('de-DE', { ...LONG_DATE }));
  });
});

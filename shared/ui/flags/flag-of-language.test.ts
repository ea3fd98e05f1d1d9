import { describe, expect, it } from 'vitest';
import { flagOfLanguage, isFlagCountry } from './flag-of-language';

describe('flagOfLanguage', () => {
  it.each([
    ['fr', 'FR'],
    ['en', 'GB'],
    ['nl', 'NL'],
    ['de', 'DE'],
    ['it', 'IT'],
    ['es', 'ES'],
    ['pt', 'PT'],
    ['EN', 'GB'],
    ['pt-BR', 'PT'],
    [' de_AT ', 'DE'],
  ])('shows %j with the flag of %s', (iso, flag) => {
    expect(flagOfLanguage(iso)).toBe(flag);
  });

  it.each(['ar', 'zh', '', 'constructor', 'toString'])('has no flag for %j', (iso) => {
    expect(flagOfLanguage(iso)).toBeNull();
  });
});

describe('isFlagCountry', () => {
  it('knows the seven site countries and the Netherlands, nothing else', () => {
    expect(['FR', 'BE', 'GB', 'DE', 'IT', 'ES', 'PT', 'NL'].every(isFlagCountry)).toBe(true);
    expect(isFlagCountry('US')).toBe(false);
    expect(isFlagCountry('fr')).toBe(false);
  });
});

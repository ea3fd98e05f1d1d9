import { describe, expect, it } from 'vitest';
import { LANGUAGES, isLanguage, toLanguage } from './languages';

describe('LANGUAGES', () => {
  it('lists the seven catalog languages', () => {
    expect(LANGUAGES).toEqual(['fr', 'en', 'nl', 'de', 'it', 'es', 'pt']);
    expect(isLanguage('pt')).toBe(true);
    expect(isLanguage('pt-PT')).toBe(false);
  });
});

describe('toLanguage', () => {
  it.each([
    ['fr', 'fr'],
    ['fr-FR', 'fr'],
    ['fr_FR', 'fr'],
    ['FR', 'fr'],
    ['pt-PT', 'pt'],
    ['pt-BR', 'pt'],
    ['nl-BE', 'nl'],
    ['en-GB', 'en'],
    ['en-US', 'en'],
    ['de-AT', 'de'],
    ['es-419', 'es'],
    [' it-IT ', 'it'],
  ] as const)('maps %s to %s', (tag, language) => {
    expect(toLanguage(tag)).toBe(language);
  });

  it.each(['ja', 'zh-Hant-TW', 'ca-ES', '*', '', 'fra', 'french'])('has no catalog for %j', (tag) => {
    expect(toLanguage(tag)).toBeNull();
  });

  it('accepts nothing', () => {
    expect(toLanguage(null)).toBeNull();
    expect(toLanguage(undefined)).toBeNull();
  });
});

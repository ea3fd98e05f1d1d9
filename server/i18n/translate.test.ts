import { describe, expect, it } from 'vitest';
import { CATALOGS } from '@shared/i18n/catalogs';
import { i18nInstances, LANGUAGES, type TranslationValues } from '@shared/i18n';
import { SERVER_CATALOGS } from './catalogs';
import { translate, type ServerTranslationKey } from './translate';

/** i18next over the same texts, as the server used it for every text before. */
const i18next = i18nInstances((language) => ({ ...CATALOGS[language], ...SERVER_CATALOGS[language] }));

function leafKeys(resources: Readonly<Record<string, unknown>>, prefix = ''): string[] {
  return Object.entries(resources).flatMap(([name, value]) =>
    typeof value === 'string'
      ? [prefix + name]
      : leafKeys(value as Readonly<Record<string, unknown>>, `${prefix}${name}.`),
  );
}

const KEYS = leafKeys({ ...CATALOGS.fr, ...SERVER_CATALOGS.fr }) as ServerTranslationKey[];

/** Values for every placeholder a text of any language has, as awkward as a user's input can be. */
function valuesFor(key: ServerTranslationKey, value: (name: string) => string | number): TranslationValues {
  const names = LANGUAGES.flatMap((language) =>
    [
      ...i18next(language)
        .t(key)
        .matchAll(/\{\{(\w+)\}\}/g),
    ].map((match) => match[1] ?? ''),
  );
  return Object.fromEntries(names.map((name) => [name, value(name)]));
}

describe('translate', () => {
  it('has keys to compare', () => {
    expect(KEYS.length).toBeGreaterThan(100);
    expect(KEYS).toContain('directory.headingCity');
  });

  for (const language of LANGUAGES) {
    it(`writes what i18next writes for every key in ${language}, with and without values`, () => {
      const cases: (TranslationValues | undefined)[] = [];
      for (const key of KEYS) {
        cases.length = 0;
        cases.push(
          undefined,
          {},
          valuesFor(key, (name) => `${name} <b>"&'</b> $& $1 $t(directory.home) {{${name}}}`),
          valuesFor(key, (name) => name.length * 1000.5),
          { ...valuesFor(key, () => 'x'), count: 1 },
          { ...valuesFor(key, () => 'x'), count: 2 },
        );
        for (const values of cases) {
          expect(translate(language, key, values), `${language} ${key}`).toBe(
            i18next(language).t(key, values),
          );
        }
      }
    });
  }

  it('fills placeholders and leaves a missing one as written', () => {
    expect(translate('fr', 'directory.pagedTitle', { title: 'Lyon', page: 2 })).toBe('Lyon (page 2)');
    expect(translate('fr', 'directory.pagedTitle', { title: 'Lyon' })).toBe('Lyon (page {{page}})');
  });

  it('answers an unknown key as i18next does', () => {
    const unknown = 'directory.noSuchText' as ServerTranslationKey;
    expect(translate('de', unknown)).toBe(i18next('de').t(unknown));
  });
});

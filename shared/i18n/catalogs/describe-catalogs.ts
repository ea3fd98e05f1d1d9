import { describe, expect, it } from 'vitest';
import { LANGUAGES, type Language } from '../languages';

/*
 * The checks every set of catalogs passes (the elements' and the server's): for tests only.
 */

type Tree = { readonly [key: string]: string | Tree };

/** Every text of a catalog by dotted key; a branch that is not a string or an object shows up as a leaf. */
export function leaves(tree: object, prefix = ''): Map<string, unknown> {
  const found = new Map<string, unknown>();
  for (const [key, value] of Object.entries(tree as Tree)) {
    if (typeof value === 'object' && value !== null) {
      for (const [path, text] of leaves(value, `${prefix}${key}.`)) found.set(path, text);
    } else {
      found.set(`${prefix}${key}`, value);
    }
  }
  return found;
}

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1] ?? '').sort();
}

/**
 * One catalog per language, each with exactly the French one's keys, non-empty texts, the same placeholders,
 * and translated rather than copied from English (at most `sameAsEnglish` texts alike: "Portugal"…).
 */
export function describeCatalogs(
  name: string,
  catalogs: Readonly<Record<Language, object>>,
  { sameAsEnglish }: { sameAsEnglish: number },
): void {
  const reference = leaves(catalogs.fr);
  describe(name, () => {
    it('has a catalog per language', () => {
      expect(Object.keys(catalogs).sort()).toEqual([...LANGUAGES].sort());
    });

    it.each(LANGUAGES)(
      '%s: has every key of the French catalog, each a non-empty text, and no other',
      (language) => {
        const texts = leaves(catalogs[language]);
        const missing = [...reference.keys()].filter((key) => !texts.has(key));
        const extra = [...texts.keys()].filter((key) => !reference.has(key));
        const empty = [...texts]
          .filter(([, text]) => typeof text !== 'string' || text.trim() === '')
          .map(([key]) => key);
        expect({ missing, extra, empty }).toEqual({ missing: [], extra: [], empty: [] });
      },
    );

    it.each(LANGUAGES)('%s: uses the same {{placeholders}} as French in each text', (language) => {
      const texts = leaves(catalogs[language]);
      for (const [key, french] of reference) {
        expect({ key, names: placeholders(String(texts.get(key))) }).toEqual({
          key,
          names: placeholders(String(french)),
        });
      }
    });

    it.each(LANGUAGES.filter((language) => language !== 'en'))(
      '%s: is a translation, not a copy of English',
      (language) => {
        const texts = leaves(catalogs[language]);
        const english = leaves(catalogs.en);
        const identical = [...texts].filter(([key, text]) => english.get(key) === text).map(([key]) => key);
        expect(identical.length, identical.join(', ')).toBeLessThanOrEqual(sameAsEnglish);
      },
    );
  });
}

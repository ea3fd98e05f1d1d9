import type { Catalog } from './catalogs/namespaces';
import type { TranslationKey } from './keys';
import type { Language } from './languages';
import { getI18n } from './load-texts';

export { getI18n };

export type TranslationValues = Readonly<Record<string, string | number>>;

/**
 * One text in one language, `{{name}}` placeholders filled from `values`. In a browser, the key's namespace
 * must be loaded in that language (`loadTexts`; elements and islands declare theirs and wait for them).
 */
export function translate(language: Language, key: TranslationKey, values?: TranslationValues): string {
  return getI18n(language).t(key, values);
}

/**
 * The texts of one top-level group (`carousel`) in one language, for a library that takes its texts as one
 * object. Its namespace must be loaded: elements and islands wait for the namespaces they declare.
 */
export function textGroup<Group extends keyof Catalog>(language: Language, group: Group): Catalog[Group] {
  const texts: unknown = getI18n(language).getResource(language, 'translation', group);
  if (texts === undefined) throw new Error(`The "${group}" texts are not loaded in ${language}.`);
  return texts as Catalog[Group];
}

/** The interface languages, one catalog each (docs/product/languages-and-sites.md#interface-languages). */
export const LANGUAGES = ['fr', 'en', 'nl', 'de', 'it', 'es', 'pt'] as const;

export type Language = (typeof LANGUAGES)[number];

export function isLanguage(value: string): value is Language {
  return (LANGUAGES as readonly string[]).includes(value);
}

/**
 * The catalog language of a language code or locale tag: `pt-PT` and `pt-BR` → `pt`, `nl-BE` → `nl`,
 * `fr_FR` (the underscore form some servers use) → `fr`. Null for a language we have no catalog for.
 */
export function toLanguage(tag: string | null | undefined): Language | null {
  const primary = tag?.trim().split(/[-_]/, 1)[0]?.toLowerCase() ?? '';
  return isLanguage(primary) ? primary : null;
}

/**
 * Each language's name in itself, as a language picker shows it: the `languages.<code>` text of that language's
 * own catalog (the catalog test checks they agree). Written here so that a picker on a Dutch page names the
 * seven languages without downloading the six other languages' texts.
 */
const NATIVE_LANGUAGE_NAMES: Readonly<Record<Language, string>> = {
  fr: 'Français',
  en: 'English',
  nl: 'Nederlands',
  de: 'Deutsch',
  it: 'Italiano',
  es: 'Español',
  pt: 'Português',
};

/** A language's name in that language (`nl` → "Nederlands"). */
export function nativeLanguageName(language: Language): string {
  return NATIVE_LANGUAGE_NAMES[language];
}

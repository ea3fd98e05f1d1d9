export { CATALOGS } from './catalogs';
export type { Catalog } from './catalogs';
export { FALLBACK_LANGUAGE, LOCALE_COOKIE, detectLanguage, parseAcceptLanguage } from './detect-language';
export type { LanguageSources } from './detect-language';
export type { TranslationKey } from './keys';
export { LANGUAGES, isLanguage, toLanguage } from './languages';
export type { Language } from './languages';
export { getI18n, nativeLanguageName, translate } from './translate';
export type { TranslationValues } from './translate';

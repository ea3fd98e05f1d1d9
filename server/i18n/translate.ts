import { CATALOGS } from '@shared/i18n/catalogs';
import {
  i18nInstances,
  type Language,
  type LeafPaths,
  type TranslationKey,
  type TranslationValues,
} from '@shared/i18n';
import { SERVER_CATALOGS, type ServerCatalog } from './catalogs';

/** A text the server can write: the shared catalogs' (validation, errors, countries…) and its own. */
export type ServerTranslationKey = TranslationKey | LeafPaths<ServerCatalog>;

const serverI18n = i18nInstances((language) => ({ ...CATALOGS[language], ...SERVER_CATALOGS[language] }));

/** One text in one language for a page or an API answer, `{{name}}` placeholders filled from `values`. */
export function translate(language: Language, key: ServerTranslationKey, values?: TranslationValues): string {
  return serverI18n(language).t(key, values);
}

import { LANGUAGES, type Language } from '@shared/i18n';
import { MESSAGES_TEXTS } from './messages';
import { CATALOGUE_TEXTS } from './catalogue';
import { DIRECTORY_TEXTS } from './directory';
import { PAGES_TEXTS } from './pages';
import { PAYMENTS_TEXTS } from './payments';
import { REVIEWS_TEXTS } from './reviews';
import { BACK_OFFICE_TEXTS } from './back-office';

/**
 * The texts only the server writes (its pages, emails and API messages), apart from the catalogs the elements and
 * islands bundle: no browser downloads them. One folder per area, one file per language in each, French the
 * source of truth.
 */
const AREAS = [
  MESSAGES_TEXTS,
  CATALOGUE_TEXTS,
  DIRECTORY_TEXTS,
  PAGES_TEXTS,
  PAYMENTS_TEXTS,
  REVIEWS_TEXTS,
  BACK_OFFICE_TEXTS,
] as const;

export type ServerCatalog = (typeof MESSAGES_TEXTS)['fr'] &
  (typeof CATALOGUE_TEXTS)['fr'] &
  (typeof DIRECTORY_TEXTS)['fr'] &
  (typeof PAGES_TEXTS)['fr'] &
  (typeof PAYMENTS_TEXTS)['fr'] &
  (typeof REVIEWS_TEXTS)['fr'] &
  (typeof BACK_OFFICE_TEXTS)['fr'];

export const SERVER_CATALOGS: Readonly<Record<Language, ServerCatalog>> = Object.fromEntries(
  LANGUAGES.map((language) => [
    language,
    Object.assign({}, ...AREAS.map((area) => area[language])) as ServerCatalog,
  ]),
) as Record<Language, ServerCatalog>;

import type { CustomLocale } from 'flatpickr/dist/types/locale';
import { German } from 'flatpickr/dist/l10n/de.js';
import { Spanish } from 'flatpickr/dist/l10n/es.js';
import { French } from 'flatpickr/dist/l10n/fr.js';
import { Italian } from 'flatpickr/dist/l10n/it.js';
import { Dutch } from 'flatpickr/dist/l10n/nl.js';
import { Portuguese } from 'flatpickr/dist/l10n/pt.js';
import type { Language } from '../../shared/i18n';

/**
 * flatpickr's texts (month and day names, first day of the week) per interface language; English is
 * flatpickr's built-in default. All six are bundled (≈ 1.5 kB gzip together): lazy-loading them would make
 * the calendar wait for a second request.
 */
export const FLATPICKR_LOCALES: Readonly<Record<Language, CustomLocale | 'default'>> = {
  fr: French,
  en: 'default',
  nl: Dutch,
  de: German,
  it: Italian,
  es: Spanish,
  pt: Portuguese,
};

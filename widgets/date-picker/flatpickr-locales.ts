import flatpickr from 'flatpickr';
import type { CustomLocale } from 'flatpickr/dist/types/locale';
import { German } from 'flatpickr/dist/l10n/de.js';
import { Spanish } from 'flatpickr/dist/l10n/es.js';
import { French } from 'flatpickr/dist/l10n/fr.js';
import { Italian } from 'flatpickr/dist/l10n/it.js';
import { Dutch } from 'flatpickr/dist/l10n/nl.js';
import { Portuguese } from 'flatpickr/dist/l10n/pt.js';
import { translate, type Language } from '@shared/i18n';

/**
 * flatpickr's texts (month and day names, first day of the week) per interface language; English is
 * flatpickr's built-in default. All six are bundled (≈ 1.5 kB gzip together): lazy-loading them would make
 * the calendar wait for a second request.
 */
const FLATPICKR_LOCALES: Readonly<Record<Language, CustomLocale>> = {
  fr: French,
  en: flatpickr.l10ns.default,
  nl: Dutch,
  de: German,
  it: Italian,
  es: Spanish,
  pt: Portuguese,
};

/**
 * flatpickr's texts in `language`, with the accessible names of the calendar's month and year fields from our
 * catalogs: flatpickr's own locales leave them in English ("Month", "Year").
 */
export function flatpickrLocaleOf(language: Language): CustomLocale {
  return {
    ...FLATPICKR_LOCALES[language],
    monthAriaLabel: translate(language, 'datePicker.month'),
    yearAriaLabel: translate(language, 'datePicker.year'),
  };
}

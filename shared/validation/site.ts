import * as v from 'valibot';
import { toLanguage } from '../i18n/languages';
import { COUNTRY_CODES, SITES, toCountryCode } from '../sites/sites';
import type { CountryCode } from '../sites/sites';
import { VALIDATION_MESSAGES } from './messages';

/** One of the seven site countries, given in any case (`be` → `BE`); `UK` is read as `GB`. */
export const siteCountrySchema = v.config(
  v.pipe(
    v.string(VALIDATION_MESSAGES.country),
    v.trim(),
    v.maxLength(2, VALIDATION_MESSAGES.country),
    v.transform((input) => toCountryCode(input) ?? input),
    v.picklist(COUNTRY_CODES, VALIDATION_MESSAGES.country),
  ),
  { abortPipeEarly: true },
);

const LOCALE_TAG = /^([a-z]{2})(?:[-_]([a-z]{2}))?$/i;

/** `fr`, `pt-PT`, `nl_be` → `fr`, `pt-PT`, `nl-BE`: lower-case language, upper-case region, a hyphen. */
function canonicalLocale(tag: string): string {
  const [, language = '', region] = LOCALE_TAG.exec(tag) ?? [];
  return region ? `${language.toLowerCase()}-${region.toUpperCase()}` : language.toLowerCase();
}

/** A language code or locale tag whose language has a catalog (`fr`, `fr-FR`, `pt-PT`), canonicalised. */
export const localeSchema = v.config(
  v.pipe(
    v.string(VALIDATION_MESSAGES.language),
    v.trim(),
    v.maxLength('pt-PT'.length, VALIDATION_MESSAGES.language),
    v.regex(LOCALE_TAG, VALIDATION_MESSAGES.language),
    v.check((tag) => toLanguage(tag) !== null, VALIDATION_MESSAGES.language),
    v.transform(canonicalLocale),
  ),
  { abortPipeEarly: true },
);

/**
 * One of the interface languages a site offers, as its form's language select lists them
 * (docs/product/languages-and-sites.md#site-languages).
 */
export function siteLanguageSchema(country: CountryCode) {
  return v.config(
    v.pipe(
      v.string(VALIDATION_MESSAGES.language),
      v.trim(),
      v.maxLength(2, VALIDATION_MESSAGES.language),
      v.toLowerCase(),
      v.picklist(SITES[country].languages, VALIDATION_MESSAGES.language),
    ),
    { abortPipeEarly: true },
  );
}

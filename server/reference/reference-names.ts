import type * as referenceApi from '@shared/api/contract/reference';
import { isLanguage, type Language } from '@shared/i18n';
import { SERVER_CATALOGS } from '../i18n/catalogs';
import { numberFormat } from '../i18n/formats';
import { translate } from '../i18n/translate';

/**
 * The reference lists in the caller's language. The database names event and service types, and labels the
 * project ranges, in French only (the main site's): a type is named by the catalogs' group for its slug (a slug
 * they do not know yet keeps the database's name), and a range's label is written from its bounds.
 */
export function namedInLanguage<Row extends { slug: string; name: string }>(
  rows: readonly Row[],
  names: Readonly<Record<string, string>>,
): Row[] {
  return rows.map((row) => ({ ...row, name: names[row.slug] ?? row.name }));
}

export function eventTypesIn(rows: readonly referenceApi.EventType[], language: Language) {
  return namedInLanguage(rows, SERVER_CATALOGS[language].eventTypes);
}

export function serviceTypesIn(rows: readonly referenceApi.ServiceType[], language: Language) {
  return namedInLanguage(rows, SERVER_CATALOGS[language].serviceTypes);
}

/**
 * The languages a provider can speak, in the caller's language and its alphabetical order: a couple reads
 * "Français, Anglais" on the French site, as its project's view writes them. A language the sites do not
 * speak keeps the database's own name for it.
 */
export function languagesIn(rows: readonly referenceApi.Language[], language: Language) {
  return rows
    .map((row) => ({
      ...row,
      label: isLanguage(row.iso) ? translate(language, `languages.${row.iso}`) : row.label,
    }))
    .sort((a, b) => a.label.localeCompare(b.label, language));
}

/**
 * A range's label from its inclusive bounds: guests are counted ("De 50 à 99 invités"), budgets are amounts in
 * euros whose upper bound is where the next range starts ("De 10 000 € à 20 000 €"), as the seeded labels say.
 */
export function rangeLabel(
  { min, max }: Pick<referenceApi.ProjectRange, 'min' | 'max'>,
  kind: 'guest' | 'budget' | 'planner-budget',
  language: Language,
): string {
  const t = (key: Parameters<typeof translate>[1], values: Record<string, string>) =>
    translate(language, key, values);
  if (kind === 'guest') {
    if (max === null) return t('projectRanges.guestsOver', { min: String(min ?? 0) });
    if (!min) return t('projectRanges.guestsUnder', { count: String(max + 1) });
    return t('projectRanges.guestsBetween', { min: String(min), max: String(max) });
  }
  const euros = (amount: number) =>
    numberFormat(language, { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 }).format(amount);
  if (max === null) return t('projectRanges.amountOver', { amount: euros(min ?? 0) });
  if (!min) return t('projectRanges.amountUnder', { amount: euros(max + 1) });
  return t('projectRanges.amountBetween', { min: euros(min), max: euros(max + 1) });
}

import { translate } from '@server/i18n/translate';
import type { PublicSite } from '../seo/public-site';

const formatters = new Map<string, { plural: Intl.PluralRules; number: Intl.NumberFormat }>();

/** Built once per locale: a formatter costs far more than the text it formats. */
function formattersOf(locale: string) {
  let found = formatters.get(locale);
  if (!found) {
    found = { plural: new Intl.PluralRules(locale), number: new Intl.NumberFormat(locale) };
    formatters.set(locale, found);
  }
  return found;
}

/**
 * The number of providers beside a link to a listing, said in words ("13 wedding planners"): a bare
 * "(13)" after a French department's label "Bouches-du-Rhône (13)" read as its number written twice.
 */
export function linkCount(count: number, site: Pick<PublicSite, 'language' | 'locale'>): string {
  const { plural, number } = formattersOf(site.locale);
  const key = plural.select(count) === 'one' ? 'directory.linkCountOne' : 'directory.linkCountOther';
  return translate(site.language, key, { number: number.format(count) });
}

import { numberFormat } from '@server/i18n/formats';
import type { Language } from '@shared/i18n';
import { translate, type ServerTranslationKey } from '@server/i18n/translate';
import { html, type SafeHtml } from '@server/html/html';

/**
 * The indicative prices (docs/product/pricing-and-claims.md#indicative-prices), in euros, by their text in
 * the `pages.home` catalog group.
 */
const INDICATIVE_PRICES = [
  ['pages.home.fullService', 4000],
  ['pages.home.partialService', 2000],
  ['pages.home.dayOfCoordination', 1500],
] as const satisfies readonly (readonly [ServerTranslationKey, number])[];

const CLAIMS = [
  'pages.home.providers',
  'pages.home.replyTime',
  'pages.home.severalProviders',
  'pages.home.algorithm',
] as const satisfies readonly ServerTranslationKey[];

const WHOLE_EUROS = {
  style: 'currency',
  currency: 'EUR',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
} as const satisfies Intl.NumberFormatOptions;

function euros(amount: number, locale: string): string {
  return numberFormat(locale, WHOLE_EUROS).format(amount);
}

/**
 * The marketing claims (docs/product/pricing-and-claims.md#marketing-claims), as every page that shows them
 * lists them.
 */
export function marketingClaims(language: Language): SafeHtml {
  return html`<ul class="claims">
    ${CLAIMS.map((key) => html`<li>${translate(language, key)}</li>`)}
  </ul>`;
}

/** The indicative prices (docs/product/pricing-and-claims.md#indicative-prices), formatted for `locale`. */
export function indicativePrices(language: Language, locale: string): SafeHtml {
  return html`<section class="prices" aria-labelledby="prices-title">
    <h2 id="prices-title">${translate(language, 'pages.home.pricesTitle')}</h2>
    <ul>
      ${INDICATIVE_PRICES.map(
        ([key, amount]) => html`<li>${translate(language, key, { price: euros(amount, locale) })}</li>`,
      )}
    </ul>
  </section>`;
}

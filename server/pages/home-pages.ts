import { type Language } from '@shared/i18n';
import { numberFormat } from '../i18n/formats';
import { translate, type ServerTranslationKey } from '../i18n/translate';
import { SITES, type CountryCode } from '@shared/sites';
import type { siteUrls } from '../hosts';
import * as v from 'valibot';
import { phoneE164Schema } from '@shared/validation';
import { html, type SafeHtml } from './html';
import { renderDocument } from './layout';
import type { PageSeo } from './seo/page-seo';

type SiteUrls = ReturnType<typeof siteUrls>;

/** A brand name, the same on every site. */
export const BRAND = 'Wedding planners';

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

export function siteFooter(urls: SiteUrls, language: Language) {
  const t = (key: ServerTranslationKey) => translate(language, key);
  return html`<footer class="site-footer">
    <nav aria-label="${t('pages.footer.sitesLabel')}">
      <ul>
        ${urls.countries.map(
          ({ country, url }) =>
            html`<li>
              <a href="${url}/" hreflang="${SITES[country].defaultLocale}">${t(`countries.${country}`)}</a>
            </li>`,
        )}
        <li><a href="${urls.project}/">${t('pages.project.title')}</a></li>
        <li><a href="${urls.backOffice}/">${t('pages.backOffice.title')}</a></li>
        <li><a href="/demo-pages/">${t('pages.footer.demoPages')}</a></li>
      </ul>
    </nav>
  </footer>`;
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

/**
 * A country site's home in the site's default language (its first), `<html lang>` and prices following the
 * site's default locale (`nl-BE`: "€ 4.000").
 */
export function publicHome(country: CountryCode, urls: SiteUrls, seo?: PageSeo): string {
  const locale = SITES[country].defaultLocale;
  const language = SITES[country].languages[0];
  const t = (key: ServerTranslationKey) => translate(language, key);
  return renderDocument({
    title: t('pages.home.title'),
    lang: locale,
    description: t('pages.home.description'),
    seo,
    body: html`<header class="site-header"><a class="site-brand" href="/">${BRAND}</a></header>
      <main id="main" data-country="${country}">
        <h1>${t('pages.home.title')}</h1>
        ${marketingClaims(language)} ${indicativePrices(language, locale)}
      </main>
      ${siteFooter(urls, language)}`,
  });
}

/**
 * The home of the project site or of the provider back-office, in the visitor's language: couples and
 * providers of every country share these hosts.
 */
export function hostHome(
  titleKey: 'pages.project.title' | 'pages.backOffice.title',
  urls: SiteUrls,
  language: Language,
): string {
  const title = translate(language, titleKey);
  return renderDocument({
    title,
    lang: language,
    body: html`<header class="site-header"><a class="site-brand" href="/">${title}</a></header>
      <main id="main"><h1>${title}</h1></main>
      ${siteFooter(urls, language)}`,
  });
}

/**
 * The development outbox for one phone number (`?phone=+33…`): a form asks for the number, and the outbox
 * element shows its SMS once the number is valid. There is no view of every number's messages.
 */
export function smsOutboxPage(phone: string | undefined): string {
  const valid = phone !== undefined && v.is(phoneE164Schema, phone);
  return renderDocument({
    title: 'SMS outbox (development)',
    lang: 'en',
    body: html`<main id="main">
      <h1>SMS outbox</h1>
      <p>
        Codes sent by the development SMS transport, one phone number at a time. Never served in production.
      </p>
      <form method="get" action="/dev/sms-outbox-page">
        <label for="outbox-phone">Phone number, international format (+33612345678)</label>
        <input id="outbox-phone" name="phone" type="tel" required value="${phone ?? ''}" />
        <button type="submit">Show its SMS</button>
      </form>
      ${phone !== undefined && !valid ? html`<p role="alert">This is not a valid phone number.</p>` : ''}
      ${
        valid
          ? html`<pp-sms-outbox
              data-phone="${phone}"
              data-refresh-seconds="3"
              data-load-on="load"
            ></pp-sms-outbox>`
          : ''
      }
    </main>`,
  });
}

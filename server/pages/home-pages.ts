import { type Language } from '@shared/i18n';
import { translate, type ServerTranslationKey } from '../i18n/translate';
import { SITES } from '@shared/sites';
import type { siteUrls } from '../hosts';
import * as v from 'valibot';
import { phoneE164Schema } from '@shared/validation';
import { html } from './html';
import { renderDocument } from './layout';

type SiteUrls = ReturnType<typeof siteUrls>;

/** A brand name, the same on every site. */
export const BRAND = 'Wedding planners';

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

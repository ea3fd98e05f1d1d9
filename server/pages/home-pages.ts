import { translate } from '../i18n/translate';
import type { siteUrls } from '../hosts';
import * as v from 'valibot';
import { phoneE164Schema } from '@shared/validation';
import { DEMO_COUPLE_PHONE } from '../seed/demo-phones';
import { siteFooter } from './chrome/site-footer';
import type { VisitorPageLanguage } from './host-pages';
import { html } from '@server/html/html';
import { renderDocument } from './layout';
import { countrySiteOrigin } from './seo/public-site';

type SiteUrls = ReturnType<typeof siteUrls>;

/**
 * The provider back-office's home, in the visitor's locale: providers of every country share this host, and
 * its footer leads to the provider's country site. A title page the back-office's issues build on.
 */
export function backOfficeHome(urls: SiteUrls, page: VisitorPageLanguage): string {
  const title = translate(page.language, 'pages.backOffice.title');
  return renderDocument({
    title,
    lang: page.lang,
    body: html`<header class="site-header"><a class="site-brand" href="/">${title}</a></header>
      <main id="main"><h1>${title}</h1></main>
      ${siteFooter(urls, page, countrySiteOrigin(urls, page.country))}`,
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
        <label for="outbox-phone">Phone number, international format (${DEMO_COUPLE_PHONE})</label>
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

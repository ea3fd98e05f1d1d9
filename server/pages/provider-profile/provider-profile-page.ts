import type { ProviderCard } from '../../../shared/api/contract/providers';
import type { EventType } from '../../../shared/api/contract/reference';
import { translate, type Language, type TranslationKey } from '../../../shared/i18n';
import { SITES, type CountryCode } from '../../../shared/sites';
import type { siteUrls } from '../../hosts';
import { CARD_IMAGE_SIZE } from '../../providers/provider-cards';
import { BRAND, siteFooter } from '../home-pages';
import { html, SafeHtml } from '../html';
import { renderDocument } from '../layout';
import { contactWidgetTag } from './contact-widget-tag';

export interface ProviderProfileView {
  provider: ProviderCard;
  eventTypes: readonly EventType[];
  /** The country site the page is served on: its default language and locale. */
  country: CountryCode;
  urls: ReturnType<typeof siteUrls>;
}

/**
 * A provider's public profile (named route `front_provider_profile`) in the site's language, with the
 * contact widget. The portrait was sanitised when it was written, so it is emitted as it is stored.
 */
export function providerProfilePage({ provider, eventTypes, country, urls }: ProviderProfileView): string {
  const language: Language = SITES[country].languages[0];
  const locale = SITES[country].defaultLocale;
  const t = (key: TranslationKey, values?: Record<string, string>) => translate(language, key, values);
  const place = [provider.city, provider.cp && `(${provider.cp})`].filter(Boolean).join(' ');
  return renderDocument({
    title: place ? `${provider.name} – ${place}` : provider.name,
    lang: locale,
    body: html`<header class="site-header"><a class="site-brand" href="/">${BRAND}</a></header>
      <main id="main" class="provider-profile" data-country="${country}">
        <article class="provider" aria-labelledby="provider-name">
          <header class="provider-header">
            ${
              provider.profileImage &&
              html`<img
                class="provider-photo"
                src="${provider.profileImage}"
                width="${CARD_IMAGE_SIZE.width}"
                height="${CARD_IMAGE_SIZE.height}"
                alt="${t('pages.provider.photoAlt', { name: provider.name })}"
              />`
            }
            <div>
              <h1 id="provider-name">${provider.name}</h1>
              ${place && html`<p class="provider-place">${place}</p>`}
              <ul class="provider-marks">
                ${
                  provider.isPremium &&
                  html`<li
                    class="provider-mark provider-mark-premium"
                    title="${t('pages.provider.premiumHint')}"
                  >
                    ${t('pages.provider.premium')}
                  </li>`
                }
                ${
                  provider.hasLoggedInTheLastDays &&
                  html`<li
                    class="provider-mark provider-mark-active"
                    title="${t('pages.provider.recentlyActiveHint')}"
                  >
                    ${t('pages.provider.recentlyActive')}
                  </li>`
                }
              </ul>
            </div>
          </header>
          <section aria-labelledby="portrait-title">
            <h2 id="portrait-title">${t('pages.provider.portraitTitle')}</h2>
            <div class="provider-portrait">${new SafeHtml(provider.portrait)}</div>
          </section>
          <section aria-labelledby="languages-title">
            <h2 id="languages-title">${t('pages.provider.languagesTitle')}</h2>
            <ul class="provider-languages">
              ${provider.langues.map(({ iso, label }) => html`<li lang="${iso}">${label}</li>`)}
            </ul>
          </section>
        </article>
        <aside class="provider-contact" aria-labelledby="contact-title">
          <h2 id="contact-title">${t('pages.provider.contactTitle', { name: provider.name })}</h2>
          ${contactWidgetTag({
            baseUrl: `${urls.project}/`,
            providerId: provider.id,
            eventTypes,
            country,
            locale,
          })}
        </aside>
      </main>
      ${siteFooter(urls, language)}`,
  });
}

import type { ProviderCard } from '@shared/api/contract/providers';
import type { EventType } from '@shared/api/contract/reference';
import { imageUrl } from '@shared/api/image-url';
import { translate, type ServerTranslationKey } from '@server/i18n/translate';
import { CARD_IMAGE_SIZE } from '@server/providers/provider-cards';
import type { Breadcrumb } from '../directory/directory-document';
import { directoryDocument } from '../directory/directory-document';
import { favoriteButtonRegion, imageViewsRegion } from '../directory/island-regions';
import { DIRECTORY_ROOT, listingPath } from '../directory/listing-path';
import { html, SafeHtml } from '../html';
import { onlyAlternate, siteOrigin, type PublicSite, type SiteUrls } from '../seo/public-site';
import { contactWidgetTag } from './contact-widget-tag';
import type { ProfileExtras } from './profile-extras';
import { localBusiness } from './local-business';
import { providerLinks } from './provider-links';

export interface ProviderProfileView {
  provider: ProviderCard;
  extras: ProfileExtras;
  eventTypes: readonly EventType[];
  /** The country site the page is served on: its default language and locale. */
  site: PublicSite;
  urls: SiteUrls;
}

/** The size of the gallery's images before the carousel takes them over (and without JavaScript). */
const GALLERY_IMAGE_SIZE = { width: 600, height: 400 } as const;
/** Link previews' preferred image shape. */
const PREVIEW_IMAGE_SIZE = { width: 1200, height: 630 } as const;

function gallery(view: ProviderProfileView): SafeHtml {
  const { provider, extras, site } = view;
  if (extras.images.length === 0) return html``;
  const t = (key: ServerTranslationKey, values?: Record<string, string | number>) =>
    translate(site.language, key, values);
  return html`<section class="provider-gallery" aria-labelledby="gallery-title">
    <h2 id="gallery-title">${t('directory.galleryTitle')}</h2>
    <pp-carousel data-label="${t('directory.galleryLabel', { name: provider.name })}">
      ${extras.images.map(
        (image, index) =>
          html`<img
            src="${imageUrl(image.key, GALLERY_IMAGE_SIZE)}"
            data-key="${image.key}"
            width="${GALLERY_IMAGE_SIZE.width}"
            height="${GALLERY_IMAGE_SIZE.height}"
            alt="${image.caption || t('directory.galleryImageAlt', { name: provider.name, position: index + 1 })}"
            loading="lazy"
            decoding="async"
          />`,
      )}
    </pp-carousel>
    ${imageViewsRegion(extras.images.map((image) => image.id))}
  </section>`;
}

/** Directory › area › city › provider, on the provider's own site; elsewhere just the provider. */
function crumbsOf({ provider, extras, site }: ProviderProfileView): Breadcrumb[] {
  const self = { name: provider.name, path: provider.profileUrl };
  if (extras.country !== site.country) return [self];
  const crumbs: Breadcrumb[] = [
    { name: translate(site.language, 'directory.directory'), path: DIRECTORY_ROOT },
  ];
  if (extras.area) {
    crumbs.push({ name: extras.area.name, path: listingPath({ areaSlug: extras.area.slug, page: 1 }) });
    if (extras.city) {
      crumbs.push({
        name: extras.city.name,
        path: listingPath({ areaSlug: extras.area.slug, citySlug: extras.city.slug, page: 1 }),
      });
    }
  }
  return [...crumbs, self];
}

/**
 * A provider's public profile (named route `front_provider_profile`) in the site's language, with the
 * contact widget, the favourite heart, the gallery and the provider's links. Its canonical address is on the
 * provider's own country site. The portrait was sanitised when it was written, so it is emitted as stored.
 */
export function providerProfilePage(view: ProviderProfileView): string {
  const { provider, extras, eventTypes, site, urls } = view;
  const t = (key: ServerTranslationKey, values?: Record<string, string>) =>
    translate(site.language, key, values);
  const place = [provider.city, provider.cp && `(${provider.cp})`].filter(Boolean).join(' ');
  const homeOrigin = siteOrigin(urls, extras.country) ?? site.origin;
  const canonical = homeOrigin + provider.profileUrl;
  const previewImage =
    extras.profileImageKey && homeOrigin + imageUrl(extras.profileImageKey, PREVIEW_IMAGE_SIZE);
  return directoryDocument({
    site,
    urls,
    title: place ? `${provider.name} – ${place}` : provider.name,
    description: extras.excerpt || t('directory.profileDescription', { name: provider.name, place }),
    path: provider.profileUrl,
    canonicalOrigin: homeOrigin,
    alternates: onlyAlternate({ ...site, origin: homeOrigin }, provider.profileUrl),
    crumbs: crumbsOf(view),
    openGraph: { type: 'profile', image: previewImage || undefined },
    jsonLd: [localBusiness({ provider, extras, url: canonical, image: previewImage || undefined })],
    mainClass: 'provider-profile',
    main: html`<article class="provider" aria-labelledby="provider-name">
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
          ${favoriteButtonRegion({ publicId: extras.publicId, name: provider.name }, site)}
        </header>
        <section aria-labelledby="portrait-title">
          <h2 id="portrait-title">${t('pages.provider.portraitTitle')}</h2>
          <div class="provider-portrait">${new SafeHtml(provider.portrait)}</div>
        </section>
        ${gallery(view)}
        <section aria-labelledby="languages-title">
          <h2 id="languages-title">${t('pages.provider.languagesTitle')}</h2>
          <ul class="provider-languages">
            ${provider.langues.map(({ iso, label }) => html`<li lang="${iso}">${label}</li>`)}
          </ul>
        </section>
        ${providerLinks(extras, site)}
      </article>
      <aside class="provider-contact" aria-labelledby="contact-title">
        <h2 id="contact-title">${t('pages.provider.contactTitle', { name: provider.name })}</h2>
        ${contactWidgetTag({
          baseUrl: `${urls.project}/`,
          providerId: provider.id,
          eventTypes,
          country: site.country,
          locale: site.locale,
        })}
      </aside>`,
  });
}

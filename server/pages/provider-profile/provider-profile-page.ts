import type { ProviderCard } from '@shared/api/contract/providers';
import type { EventType } from '@shared/api/contract/reference';
import { imageUrl } from '@shared/api/image-url';
import { translate, type ServerTranslationKey } from '@server/i18n/translate';
import { CARD_IMAGE_SIZE } from '@server/providers/provider-cards';
import { serviceTypesIn } from '@server/reference/reference-names';
import { providerCardView } from '@shared/ui/provider-card/provider-card-view';
import type { Breadcrumb } from '../directory/directory-document';
import { directoryDocument } from '../directory/directory-document';
import { favoriteButtonRegion, imageViewsRegion } from '../directory/island-regions';
import { providerLanguages, providerMarks } from '../directory/provider-card';
import { flagSymbols } from '../flag-svg';
import { DIRECTORY_ROOT, listingPath } from '../directory/listing-path';
import { html, SafeHtml } from '@server/html/html';
import { onlyAlternate, siteOrigin, type PublicSite, type SiteUrls } from '../seo/public-site';
import { contactWidgetTag } from './contact-widget-tag';
import type { ProfileExtras } from './profile-extras';
import { profileMediaSections, type ProfileMedia } from './profile-media';
import { localBusiness } from './local-business';
import { portfoliosSection } from './profile-portfolios';
import { reviewsSection, type ProfileReviews } from './profile-reviews';
import { providerLinks } from './provider-links';

export interface ProviderProfileView {
  provider: ProviderCard;
  extras: ProfileExtras;
  /** The published venues and the visible videos. */
  media: ProfileMedia;
  /** The couples' reviews: their average, count and the newest ones. */
  reviews: ProfileReviews;
  eventTypes: readonly EventType[];
  /** The country site the page is served on: its default language and locale. */
  site: PublicSite;
  urls: SiteUrls;
}

/**
 * The widths the carousel asks of the image route (widgets/carousel): the first image, shown large before the
 * carousel arrives, and the others as thumbnails, are the very files it then shows.
 */
const GALLERY_WIDTHS = { main: 1200, thumbnail: 240 } as const;
/** The gallery's frame where an image's size is unknown: the carousel's default ratio. */
const DEFAULT_GALLERY_RATIO = { width: 3, height: 2 } as const;
/**
 * The contact block: the skip link and, on a phone, the sticky "contact" button lead there. Focusable, so
 * that following either link moves the focus there as well, without JavaScript.
 */
const CONTACT_ID = 'contact';
/** Link previews' preferred image shape. */
const PREVIEW_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/**
 * The gallery: `<pp-carousel>` over its images, each with its own width and height (its ratio), which the
 * page's style sheet lays out as the carousel will (the first large, the next ones as thumbnails), so that
 * nothing moves when it upgrades.
 */
function gallery(view: ProviderProfileView): SafeHtml {
  const { provider, extras, site } = view;
  if (extras.images.length === 0) return html``;
  const t = (key: ServerTranslationKey, values?: Record<string, string | number>) =>
    translate(site.language, key, values);
  return html`<section class="provider-gallery" aria-labelledby="gallery-title">
    <h2 id="gallery-title">${t('directory.galleryTitle')}</h2>
    <pp-carousel data-label="${t('directory.galleryLabel', { name: provider.name })}">
      ${extras.images.map((image, index) => {
        const { width, height } =
          image.width && image.height ? { width: image.width, height: image.height } : DEFAULT_GALLERY_RATIO;
        const shownWidth = index === 0 ? GALLERY_WIDTHS.main : GALLERY_WIDTHS.thumbnail;
        return html`<img
          src="${imageUrl(image.key, { width: shownWidth })}"
          data-key="${image.key}"
          width="${shownWidth}"
          height="${Math.round((shownWidth * height) / width)}"
          alt="${image.caption || t('directory.galleryImageAlt', { name: provider.name, position: index + 1 })}"
          loading="lazy"
          decoding="async"
        />`;
      })}
    </pp-carousel>
    ${imageViewsRegion(extras.images.map((image) => image.id))}
  </section>`;
}

/** The services the provider offers, named in the page's language; nothing when it has named none. */
function services({ extras, site }: ProviderProfileView): SafeHtml | null {
  if (extras.services.length === 0) return null;
  return html`<section class="provider-services" aria-labelledby="services-title">
    <h2 id="services-title">${translate(site.language, 'pages.provider.servicesTitle')}</h2>
    <ul class="provider-services__list">
      ${serviceTypesIn(
        extras.services.map((service, index) => ({ id: index, ...service })),
        site.language,
      ).map((service) => html`<li>${service.name}</li>`)}
    </ul>
  </section>`;
}

/** The experiences the provider lists, each its year, title and description; nothing when there is none. */
function experiences({ extras, site }: ProviderProfileView): SafeHtml | null {
  if (extras.experiences.length === 0) return null;
  return html`<section class="provider-experiences" aria-labelledby="experiences-title">
    <h2 id="experiences-title">${translate(site.language, 'pages.provider.experiencesTitle')}</h2>
    <ol class="provider-experiences__list">
      ${extras.experiences.map(
        (experience) =>
          html`<li class="provider-experience">
            <h3 class="provider-experience__title">
              <span class="provider-experience__year">${String(experience.year)}</span> ${experience.title}
            </h3>
            ${experience.description && html`<p class="provider-experience__description">${experience.description}</p>`}
          </li>`,
      )}
    </ol>
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
  const card = providerCardView(provider, {
    photoSize: CARD_IMAGE_SIZE.width,
    photoDensity: 1,
    pageUrl: site.origin,
    t: (key) => translate(site.language, key),
  });
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
    jsonLd: [
      localBusiness({
        provider,
        extras,
        reviews: view.reviews,
        url: canonical,
        image: previewImage || undefined,
      }),
    ],
    mainClass: 'provider-profile',
    main: html`<a class="skip-link" href="#${CONTACT_ID}">${t('pages.provider.skipToContact')}</a>
      ${flagSymbols(card.languages.flatMap(({ flag }) => flag ?? []))}
      <article class="provider pp-ui-theme" aria-labelledby="provider-name">
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
          <div class="provider-identity">
            <h1 id="provider-name">${provider.name}</h1>
            ${place && html`<p class="provider-place">${place}</p>`} ${providerMarks(card, 'provider-mark')}
          </div>
          ${favoriteButtonRegion({ publicId: extras.publicId, name: provider.name }, site)}
        </header>
        <section aria-labelledby="portrait-title">
          <h2 id="portrait-title">${t('pages.provider.portraitTitle')}</h2>
          <div class="provider-portrait">${new SafeHtml(provider.portrait)}</div>
        </section>
        ${experiences(view)} ${services(view)} ${gallery(view)}
        ${profileMediaSections({ media: view.media, providerName: provider.name, site })}
        ${portfoliosSection(extras.portfolios, extras.slug, site.language)}
        ${reviewsSection(view.reviews, provider.name, site)}
        <section class="provider-languages" aria-labelledby="languages-title">
          <h2 id="languages-title">${t('pages.provider.languagesTitle')}</h2>
          ${providerLanguages(card)}
        </section>
        ${providerLinks(extras, site)}
        <a class="provider-contact-button" href="#${CONTACT_ID}">${t('pages.provider.contactButton')}</a>
      </article>
      <aside class="provider-contact" id="${CONTACT_ID}" tabindex="-1" aria-labelledby="contact-title">
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

import { imageUrl } from '@shared/api/image-url';
import { routePath } from '@shared/api/routes';
import type { Language } from '@shared/i18n';
import type { Queryable } from '@server/db/database';
import { html, type SafeHtml } from '@server/html/html';
import { translate, type ServerTranslationKey } from '@server/i18n/translate';
import { serviceTypesIn } from '@server/reference/reference-names';

/** One photo of a published portfolio, with its size (the page reserves its room: no layout shift). */
export interface PortfolioPhoto {
  key: string;
  caption: string;
  width: number;
  height: number;
}

/** A published portfolio as the public pages show it: its photos with its key photo first, then in its order. */
export interface ProfilePortfolio {
  id: number;
  slug: string;
  title: string;
  description: string;
  /** The service types it names, in the catalogue's order, named in French (the database's). */
  services: { id: number; slug: string; name: string }[];
  photos: PortfolioPhoto[];
}

/** The widths the carousel asks of the image route, as the profile's gallery: the files it then shows. */
const PHOTO_WIDTHS = { main: 1200, thumbnail: 240 } as const;

/**
 * The provider's published portfolios, newest first (one query, two more when it has any). An unpublished one
 * is never read here: the public pages cannot show what they do not load.
 */
export async function loadProfilePortfolios(db: Queryable, providerId: number): Promise<ProfilePortfolio[]> {
  const portfolios = await db.query<{
    id: number;
    slug: string;
    title: string;
    description: string;
    key_image_id: number;
  }>(
    `SELECT id, slug, title, description, key_image_id FROM portfolios
     WHERE provider_id = $1 AND published ORDER BY created_at DESC, id DESC`,
    [providerId],
  );
  if (portfolios.length === 0) return [];
  const ids = portfolios.map(({ id }) => id);
  const photos = await db.query<PortfolioPhoto & { id: number; portfolio_id: number }>(
    `SELECT id, portfolio_id, storage_key AS key, caption, width, height FROM portfolio_images
     WHERE portfolio_id = ANY($1::int[]) ORDER BY portfolio_id, position, id`,
    [ids],
  );
  const services = await db.query<{ portfolio_id: number; id: number; slug: string; name: string }>(
    `SELECT portfolio_services.portfolio_id, service_types.id, service_types.slug, service_types.name
     FROM portfolio_services JOIN service_types ON service_types.id = portfolio_services.service_type_id
     WHERE portfolio_services.portfolio_id = ANY($1::int[]) ORDER BY service_types.id`,
    [ids],
  );
  return portfolios.map((portfolio) => {
    const own = photos.filter((photo) => photo.portfolio_id === portfolio.id);
    const key = own.filter((photo) => photo.id === portfolio.key_image_id);
    return {
      id: portfolio.id,
      slug: portfolio.slug,
      title: portfolio.title,
      description: portfolio.description,
      services: services
        .filter((service) => service.portfolio_id === portfolio.id)
        .map(({ id, slug, name }) => ({ id, slug, name })),
      photos: [...key, ...own.filter((photo) => photo.id !== portfolio.key_image_id)].map(
        ({ key: storageKey, caption, width, height }) => ({ key: storageKey, caption, width, height }),
      ),
    };
  });
}

export function portfolioPath(providerSlug: string, portfolioSlug: string): string {
  return routePath('front_provider_portfolio', { slug: providerSlug, portfolio: portfolioSlug });
}

/**
 * A portfolio's photos in `<pp-carousel>`, each with its width and height (its ratio) and its caption as its
 * alternative text, laid out before the carousel arrives as it will be (carousel-room.css).
 */
function carousel(portfolio: ProfilePortfolio, language: Language): SafeHtml {
  const t = (key: ServerTranslationKey, values: Record<string, string | number>) =>
    translate(language, key, values);
  return html`<pp-carousel data-label="${t('pages.provider.portfolioCarousel', { title: portfolio.title })}">
    ${portfolio.photos.map((photo, index) => {
      const shownWidth = index === 0 ? PHOTO_WIDTHS.main : PHOTO_WIDTHS.thumbnail;
      return html`<img
        src="${imageUrl(photo.key, { width: shownWidth })}"
        data-key="${photo.key}"
        width="${shownWidth}"
        height="${Math.round((shownWidth * photo.height) / photo.width)}"
        alt="${
          photo.caption ||
          t('pages.provider.portfolioImageAlt', { title: portfolio.title, position: index + 1 })
        }"
        loading="lazy"
        decoding="async"
      />`;
    })}
  </pp-carousel>`;
}

/** What a portfolio says besides its photos: its words and its services. */
function portfolioText(portfolio: ProfilePortfolio, language: Language): SafeHtml {
  return html`${
    portfolio.description && html`<p class="provider-portfolio__description">${portfolio.description}</p>`
  }
  ${
    portfolio.services.length > 0 &&
    html`<ul class="provider-portfolio__services">
      ${serviceTypesIn(portfolio.services, language).map((service) => html`<li>${service.name}</li>`)}
    </ul>`
  }`;
}

/** The profile's section of real weddings: each published portfolio, linked to its own page; nothing without. */
export function portfoliosSection(
  portfolios: readonly ProfilePortfolio[],
  providerSlug: string,
  language: Language,
): SafeHtml | null {
  if (portfolios.length === 0) return null;
  return html`<section class="provider-portfolios" aria-labelledby="portfolios-title">
    <h2 id="portfolios-title">${translate(language, 'pages.provider.portfoliosTitle')}</h2>
    ${portfolios.map(
      (portfolio) =>
        html`<article class="provider-portfolio" aria-labelledby="portfolio-${portfolio.slug}">
          <h3 id="portfolio-${portfolio.slug}">
            <a href="${portfolioPath(providerSlug, portfolio.slug)}">${portfolio.title}</a>
          </h3>
          ${portfolioText(portfolio, language)} ${carousel(portfolio, language)}
        </article>`,
    )}
  </section>`;
}

/** A portfolio's own page's content: its title, words, services and photos, and the way back to the profile. */
export function portfolioMain(
  portfolio: ProfilePortfolio,
  provider: { name: string; profileUrl: string },
  language: Language,
): SafeHtml {
  return html`<article class="provider provider-portfolio pp-ui-theme" aria-labelledby="portfolio-title">
    <h1 id="portfolio-title">${portfolio.title}</h1>
    ${portfolioText(portfolio, language)} ${carousel(portfolio, language)}
    <p>
      <a href="${provider.profileUrl}"
        >${translate(language, 'pages.provider.portfolioBack', { name: provider.name })}</a
      >
    </p>
  </article>`;
}

import type { EventType } from '@shared/api/contract/reference';
import { imageUrl } from '@shared/api/image-url';
import { PAGE_ROUTES } from '@shared/api/routes';
import type { Queryable } from '@server/db/database';
import type { Clock } from '@server/http/clock';
import type { ViewCounter } from '@server/statistics/view-counter';
import { findPublishedProviderBySlug } from '@server/providers/provider-by-slug';
import { eventTypesIn } from '@server/reference/reference-names';
import { directoryDocument } from '../directory/directory-document';
import type { PublicPages } from '../public-pages';
import { onlyAlternate, siteOrigin } from '../seo/public-site';
import { redirectTrailingSlash } from '../trailing-slash-redirect';
import { loadProfileExtras } from './profile-extras';
import { loadProfileMedia } from './profile-media';
import { loadProfileReviews } from './profile-reviews';
import { providerProfilePage } from './provider-profile-page';
import { portfolioMain } from './profile-portfolios';

/** Link previews' preferred image shape, as the profile's. */
const PREVIEW_SIZE = { width: 1200, height: 630 } as const;

/** A provider's profile (`front_provider_profile`), on its country's site and every other. */
export function registerProviderProfile(
  pages: PublicPages,
  { db, clock, views }: { db: Queryable; clock: Clock; views: ViewCounter },
): void {
  pages.get<{ Params: { slug: string } }>(
    PAGE_ROUTES.front_provider_profile,
    async ({ site, request, notFound }) => {
      const provider = await findPublishedProviderBySlug(db, request.params.slug, clock.now());
      const extras = provider && (await loadProfileExtras(db, provider.id));
      if (!provider || !extras) return notFound();
      // The widget names a project's event type with these: in the page's language, as the rest of the page.
      const eventTypes = eventTypesIn(
        await db.query<EventType>('SELECT slug, name FROM event_types ORDER BY id'),
        site.language,
      );
      const media = await loadProfileMedia(db, provider.id);
      const reviews = await loadProfileReviews(db, provider.id);
      views.count(request, { page: 'profile', providerId: provider.id });
      return providerProfilePage({ provider, extras, media, reviews, eventTypes, site, urls: pages.urls });
    },
  );
  redirectTrailingSlash(pages, PAGE_ROUTES.front_provider_profile);

  // A published portfolio's own page, under its provider's profile; an unpublished one is not found.
  pages.get<{ Params: { slug: string; portfolio: string } }>(
    PAGE_ROUTES.front_provider_portfolio,
    async ({ site, request, notFound }) => {
      const provider = await findPublishedProviderBySlug(db, request.params.slug, clock.now());
      const extras = provider && (await loadProfileExtras(db, provider.id));
      const portfolio = extras?.portfolios.find((each) => each.slug === request.params.portfolio);
      if (!provider || !extras || !portfolio) return notFound();
      views.count(request, { page: 'portfolio', providerId: provider.id, portfolioId: portfolio.id });
      const path = `${provider.profileUrl}/${encodeURIComponent(portfolio.slug)}`;
      const homeOrigin = siteOrigin(pages.urls, extras.country) ?? site.origin;
      const cover = portfolio.photos[0];
      return directoryDocument({
        site,
        urls: pages.urls,
        title: `${portfolio.title} – ${provider.name}`,
        description: portfolio.description.slice(0, 160) || portfolio.title,
        path,
        canonicalOrigin: homeOrigin,
        alternates: onlyAlternate({ ...site, origin: homeOrigin }, path),
        crumbs: [
          { name: provider.name, path: provider.profileUrl },
          { name: portfolio.title, path },
        ],
        openGraph: { type: 'article', image: cover && homeOrigin + imageUrl(cover.key, PREVIEW_SIZE) },
        mainClass: 'provider-profile',
        main: portfolioMain(portfolio, provider, site.language),
      });
    },
  );
}

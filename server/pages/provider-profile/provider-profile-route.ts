import type { EventType } from '@shared/api/contract/reference';
import { imageUrl } from '@shared/api/image-url';
import { PAGE_ROUTES } from '@shared/api/routes';
import type { Queryable } from '@server/db/database';
import { directoryVersion } from '@server/directory/directory-version';
import type { Clock } from '@server/http/clock';
import { compressOnce } from '@server/http/compression';
import type { ViewCounter } from '@server/statistics/view-counter';
import { findPublishedProviderBySlug } from '@server/providers/provider-by-slug';
import { recentActivityEndsAt } from '@server/providers/recent-activity';
import { eventTypesIn } from '@server/reference/reference-names';
import { directoryDocument } from '../directory/directory-document';
import type { CacheMeter } from '@server/cache/cache-meter';
import { pageCache, type KeptPage } from '@server/cache/versioned-cache';
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

/** Memory given to rendered profiles (30 to 90 kB each): the most visited few hundred. */
const PROFILE_CACHE_BYTES = 32 * 1024 * 1024;

/** A rendered profile, and whose: a view is counted for its provider however it is served. */
interface KeptProfile extends KeptPage {
  providerId: number;
}

/**
 * When a profile rendered at `now` changes with time alone: its "recently active" mark ends; never when it
 * shows no mark. Every other change to what it shows moves the directory's version (migrations 012, 039).
 */
function profileExpiresAt(lastLoginAt: Date | null, now: Date): number {
  const ends = lastLoginAt && recentActivityEndsAt(lastLoginAt).getTime();
  return ends && ends > now.getTime() ? ends : Infinity;
}

/**
 * A provider's profile (`front_provider_profile`), on its country's site and every other. Rendered pages are
 * kept in memory under the directory's version, as the listings are (directory-pages.ts).
 */
export function registerProviderProfile(
  pages: PublicPages,
  { db, clock, views, meter }: { db: Queryable; clock: Clock; views: ViewCounter; meter?: CacheMeter },
): void {
  const profiles = pageCache<KeptProfile>({ maxBytes: PROFILE_CACHE_BYTES, meter });
  pages.get<{ Params: { slug: string } }>(
    PAGE_ROUTES.front_provider_profile,
    async ({ site, request, notFound }) => {
      // The version first: what is read after it is at least that new (directory-version.ts).
      const version = await directoryVersion(db);
      const now = clock.now();
      const key = `${site.country} ${site.origin} ${request.params.slug}`;
      const kept = profiles.get(key, version, now);
      if (kept) {
        views.count(request, { page: 'profile', providerId: kept.providerId });
        return kept.page;
      }
      const provider = await findPublishedProviderBySlug(db, request.params.slug, now);
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
      const page = compressOnce(
        Buffer.from(
          providerProfilePage({ provider, extras, media, reviews, eventTypes, site, urls: pages.urls }),
        ),
      );
      profiles.set(key, {
        version,
        expiresAt: profileExpiresAt(extras.lastLoginAt, now),
        page,
        providerId: provider.id,
      });
      return page;
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

import type { EventType } from '@shared/api/contract/reference';
import { PAGE_ROUTES } from '@shared/api/routes';
import type { Queryable } from '@server/db/database';
import type { Clock } from '@server/http/clock';
import { findPublishedProviderBySlug } from '@server/providers/provider-by-slug';
import { eventTypesIn } from '@server/reference/reference-names';
import type { PublicPages } from '../public-pages';
import { redirectTrailingSlash } from '../trailing-slash-redirect';
import { loadProfileExtras } from './profile-extras';
import { loadProfileMedia } from './profile-media';
import { providerProfilePage } from './provider-profile-page';

/** A provider's profile (`front_provider_profile`), on its country's site and every other. */
export function registerProviderProfile(
  pages: PublicPages,
  { db, clock }: { db: Queryable; clock: Clock },
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
      return providerProfilePage({ provider, extras, media, eventTypes, site, urls: pages.urls });
    },
  );
  redirectTrailingSlash(pages, PAGE_ROUTES.front_provider_profile);
}

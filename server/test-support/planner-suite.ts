import * as projectsApi from '@shared/api/contract/projects';
import * as providersApi from '@shared/api/contract/providers';
import { seedCatalog } from '../seed/seed-catalog';
import { bodyOf, callEndpoint } from './call-endpoint';
import { insertCraftedProvider, northOf, type CraftedProvider } from './crafted-directory';
import { signedInCoupleForEachTest } from './signed-in-couple';
import { freshAppForEachTest } from './test-app';

/** The centre of Lyon, where the suites about suggested planners hold their events and place providers. */
export const LYON = { latitude: 45.764, longitude: 4.8357 };
export const DAY_MS = 86_400_000;

/**
 * The frame of a test file about the planners a couple is shown: for each test, a fresh app on the seeded
 * catalog and a signed-in couple; providers placed by their distance, and the ranking of a saved project.
 */
export function plannerSuite() {
  const t = freshAppForEachTest(seedCatalog);
  const couple = signedInCoupleForEachTest(t);
  const daysAgo = (days: number) => new Date(t.clock.now().getTime() - days * DAY_MS);
  return {
    t,
    couple,
    daysAgo,
    /** A provider `km` north of `origin`: not premium, last seen long ago, French-speaking, unless told. */
    providerAt: (name: string, km: number, extra: Partial<CraftedProvider> = {}, origin = LYON) =>
      insertCraftedProvider(t.db, { name, ...northOf(origin, km), lastLoginAt: daysAgo(400), ...extra }),
    /** The cards get-prestataires ranks for `project`, saved by the couple: what the other ways must match. */
    async suggestedForSavedProject(project: projectsApi.NewProject) {
      const saved = bodyOf(await callEndpoint(t.app, projectsApi.saveProject, project, { as: couple }));
      const ranked = bodyOf(
        await callEndpoint(
          t.app,
          providersApi.getSuggestedProviders,
          { project: saved.project.id },
          { as: couple },
        ),
      );
      if (!ranked.success) throw new Error(ranked.error);
      return ranked.prestataires;
    },
  };
}

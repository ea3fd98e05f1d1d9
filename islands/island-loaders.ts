import { DIRECTORY_ISLANDS, PROJECT_WIZARD_ISLAND } from '@shared/islands/island-names';
import type { IslandLoaders } from './start-islands';

/**
 * Every island of the three hosts, by the name the server writes in its region (shared/islands/registry.ts).
 * Each island is its own chunk, fetched only by a page that has one.
 */
export const ISLANDS: IslandLoaders = {
  [DIRECTORY_ISLANDS.search]: () => import('./directory/search/directory-search-island'),
  [DIRECTORY_ISLANDS.favoriteButton]: () => import('./directory/favorites/favorite-button-island'),
  [DIRECTORY_ISLANDS.imageViews]: () => import('./directory/image-views/image-views-island'),
  [PROJECT_WIZARD_ISLAND]: () => import('./project/wizard/project-wizard-island'),
};

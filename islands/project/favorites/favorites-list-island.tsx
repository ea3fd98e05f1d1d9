import { PROJECT_VIEW_ISLANDS } from '@shared/islands/island-names';
import { favoritesListPropsSchema } from '@shared/islands/project-view-island-props';
import { defineProjectPageIsland } from '../project-page-island';
import { FavoritesList } from './favorites-list';

/** `data-island="favorites-list"`: the planners the couple hearted, `/favorites`. */
export default defineProjectPageIsland(
  PROJECT_VIEW_ISLANDS.favoritesList,
  favoritesListPropsSchema,
  FavoritesList,
);

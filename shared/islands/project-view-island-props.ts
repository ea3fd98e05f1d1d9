import * as v from 'valibot';
import { pageEntries, profileOriginEntries } from './page-props';

/**
 * What the server writes in the `data-props` of the project site's project view, account settings and
 * favourites islands, described once: the pages render them with these types, the islands parse them with
 * these schemas.
 */

/** `/projects/{id}`: one of the couple's projects. */
export const projectViewPropsSchema = v.object({
  ...pageEntries,
  ...profileOriginEntries,
  projectId: v.pipe(v.number(), v.integer(), v.minValue(1)),
});
export type ProjectViewProps = v.InferInput<typeof projectViewPropsSchema>;

/** `/account`: the couple's account settings. */
export const accountSettingsPropsSchema = v.object(pageEntries);
export type AccountSettingsProps = v.InferInput<typeof accountSettingsPropsSchema>;

/** `/favorites`: the planners the couple hearted. */
export const favoritesListPropsSchema = v.object({
  ...pageEntries,
  ...profileOriginEntries,
  /** The public directory's listing, where favourites are hearted: the empty list leads there. */
  directoryUrl: v.pipe(v.string(), v.url()),
});
export type FavoritesListProps = v.InferInput<typeof favoritesListPropsSchema>;

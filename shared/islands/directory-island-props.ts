import * as v from 'valibot';
import {
  directoryFiltersSchema,
  directoryRegionSchema,
  directoryServiceSchema,
} from '../api/contract/directory';
import { pageEntries, profileOriginEntries } from './page-props';

/**
 * What the server writes in each directory island's `data-props`, described once: the pages render it with
 * these types, and the islands parse it with these schemas (a page with bad props shows its server HTML).
 */

export { DIRECTORY_ISLANDS } from './island-names';

/** The search form above a listing: the lists it offers come with the page, so it opens without a call. */
export const directorySearchPropsSchema = v.object({
  ...pageEntries,
  services: v.array(directoryServiceSchema),
  regions: v.array(directoryRegionSchema),
  /**
   * The filters the page was rendered with (a region's page preselects it). A city comes with its name, which
   * the city field shows.
   */
  initial: v.optional(
    v.object({
      ...directoryFiltersSchema.entries,
      city: v.optional(v.object({ id: v.pipe(v.number(), v.integer(), v.minValue(1)), name: v.string() })),
    }),
  ),
  /** The id of the page's own results (count, cards, pages): hidden while the island shows its results. */
  listingId: v.optional(v.string()),
  /**
   * Each card offers to add its planner to one of the signed-in couple's open projects (the project site's
   * search); the public sites leave it out.
   */
  addToProject: v.optional(v.boolean()),
  ...profileOriginEntries,
});
export type DirectorySearchProps = v.InferInput<typeof directorySearchPropsSchema>;

/** The heart on a card or a profile. */
export const favoriteButtonPropsSchema = v.object({
  publicId: v.pipe(v.string(), v.uuid()),
  /** Names the button for screen readers ("Add X to my favourites"). */
  providerName: v.string(),
  ...pageEntries,
});
export type FavoriteButtonProps = v.InferInput<typeof favoriteButtonPropsSchema>;

/**
 * Counts one view of each image of a profile's gallery, once per page view, when the gallery is seen. The
 * island renders nothing and replaces what its region holds: write it as an empty region beside the gallery,
 * with `data-load-on="visible"`.
 */
export const imageViewsPropsSchema = v.object({
  imageIds: v.array(v.pipe(v.number(), v.integer(), v.minValue(1))),
});
export type ImageViewsProps = v.InferInput<typeof imageViewsPropsSchema>;

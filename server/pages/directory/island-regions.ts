import {
  DIRECTORY_ISLANDS,
  type FavoriteButtonProps,
  type ImageViewsProps,
} from '@shared/islands/directory-island-props';
import type { SafeHtml } from '../html';
import { islandRegion } from '../island-region';
import type { PublicSite } from '../seo/public-site';

/** The heart on a card or a profile. Favourites need a signed-in couple and JavaScript: no fallback. */
export function favoriteButtonRegion(
  provider: { publicId: string; name: string },
  site: PublicSite,
): SafeHtml {
  const props: FavoriteButtonProps = {
    publicId: provider.publicId,
    providerName: provider.name,
    language: site.language,
    country: site.country,
  };
  return islandRegion(DIRECTORY_ISLANDS.favoriteButton, props, {
    loadOn: 'visible',
    className: 'favorite-region',
  });
}

/** Counts the views of a gallery's images once it is seen: an empty region beside the gallery. */
export function imageViewsRegion(imageIds: readonly number[]): SafeHtml {
  const props: ImageViewsProps = { imageIds: [...imageIds] };
  return islandRegion(DIRECTORY_ISLANDS.imageViews, props, { loadOn: 'visible', className: 'image-views' });
}

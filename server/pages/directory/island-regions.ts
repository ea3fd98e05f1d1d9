import {
  DIRECTORY_ISLANDS,
  type FavoriteButtonProps,
  type ImageViewsProps,
} from '@shared/islands/directory-island-props';
import type { IslandName, IslandProps } from '@shared/islands/registry';
import type { LoadOn } from '@shared/loading/load-trigger';
import { html, type SafeHtml } from '../html';
import type { PublicSite } from '../seo/public-site';

/**
 * A region an island takes over: its props as JSON in `data-props` (escaped like any attribute), and the
 * server's HTML inside, which is what a visitor without JavaScript uses.
 */
export function islandRegion<N extends IslandName>(
  name: N,
  props: IslandProps<N>,
  { fallback, loadOn, className }: { fallback?: SafeHtml; loadOn: LoadOn; className: string },
): SafeHtml {
  return html`<div
    class="${className}"
    data-island="${name}"
    data-props="${JSON.stringify(props)}"
    data-load-on="${loadOn}"
  >
    ${fallback}
  </div>`;
}

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

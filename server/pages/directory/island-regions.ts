import {
  DIRECTORY_ISLANDS,
  type FavoriteButtonProps,
  type ImageViewsProps,
} from '@shared/islands/directory-island-props';
import { translate } from '@server/i18n/translate';
import { buttonClassName } from '@shared/ui/button/button-class';
import { FAVORITE_HAND_OVER, HEART_PATH } from '@shared/ui/icons/heart';
import { VISUALLY_HIDDEN_CLASS } from '@shared/ui/visually-hidden/visually-hidden-class';
import { html, type SafeHtml } from '@server/html/html';
import { islandRegion } from '../island-region';
import type { PublicSite } from '../seo/public-site';

/**
 * The island's heart, drawn by the server until the island starts: the same button, not pressed (a couple
 * with a session gets the island at once, showing their hearts).
 */
function heartStandIn(providerName: string, site: PublicSite): SafeHtml {
  return html`<span class="pp-favorite">
    <button
      type="button"
      class="${buttonClassName('icon', 'pp-favorite-button')}"
      aria-pressed="false"
      data-hand-over="${FAVORITE_HAND_OVER}"
    >
      <svg class="pp-favorite-button__heart" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="${HEART_PATH}" />
      </svg>
      <span class="${VISUALLY_HIDDEN_CLASS}"
        >${translate(site.language, 'directoryIslands.favorite.add', { name: providerName })}</span
      >
    </button>
  </span>`;
}

/**
 * The heart on a card or a profile. A visitor's hearts start when used (the stand-in's click is carried over,
 * which opens the sign-in); a couple's as they come into view, to show which are theirs.
 */
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
    fallback: heartStandIn(provider.name, site),
    loadOn: 'interaction',
    loadOnWhen: { signedIn: 'visible' },
    className: 'favorite-region',
  });
}

/** Counts the views of a gallery's images once it is seen: an empty region beside the gallery. */
export function imageViewsRegion(imageIds: readonly number[]): SafeHtml {
  const props: ImageViewsProps = { imageIds: [...imageIds] };
  return islandRegion(DIRECTORY_ISLANDS.imageViews, props, { loadOn: 'visible', className: 'image-views' });
}

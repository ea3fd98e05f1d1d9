import { ICON_PATHS, MANIFEST_ICON_SIDES } from './site-icons';
import { BACKGROUND_COLOR, THEME_COLOR } from './site-icon-svg';

export const WEB_MANIFEST_PATH = '/manifest.webmanifest';

export interface WebManifestOptions {
  /** The name an installed site goes by: the brand, and on the project site and back-office what it is. */
  name: string;
  /** The brand alone, for home screens with little room. */
  shortName: string;
  /** The language of `name`, a BCP 47 tag. */
  lang: string;
}

/**
 * The web app manifest of a host (https://www.w3.org/TR/appmanifest/): its name, where it opens, its colours
 * and its icons, so that a phone adds the site to its home screen with the sites' mark and theme colour.
 */
export function webManifest({ name, shortName, lang }: WebManifestOptions) {
  return {
    name,
    short_name: shortName,
    lang,
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: THEME_COLOR,
    background_color: BACKGROUND_COLOR,
    icons: MANIFEST_ICON_SIDES.map((side) => ({
      src: ICON_PATHS.manifest(side),
      sizes: `${side}x${side}`,
      type: 'image/png',
    })),
  };
}

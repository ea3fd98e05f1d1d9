import { html } from '@server/html/html';
import { THEME_COLOR } from './site-icon-svg';
import { ICON_PATHS } from './site-icons';
import { WEB_MANIFEST_PATH } from './web-manifest';

/** What every page's head says of the sites' icons, manifest and theme colour (served by site-icons-routes). */
export const siteIconTags = html`<link rel="icon" href="${ICON_PATHS.ico}" sizes="48x48" />
  <link rel="icon" href="${ICON_PATHS.svg}" type="image/svg+xml" />
  <link rel="apple-touch-icon" href="${ICON_PATHS.appleTouch}" />
  <link rel="manifest" href="${WEB_MANIFEST_PATH}" />
  <meta name="theme-color" content="${THEME_COLOR}" />`;

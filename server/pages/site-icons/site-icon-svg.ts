import { THEME_TOKENS } from '@shared/ui/theme/tokens';

/** The theme colour browsers paint around the sites (address bar, installed app): the accent. */
export const THEME_COLOR = THEME_TOKENS['--pp-accent-color'].default;
/** The background an installed app's splash screen shows before its first page. */
export const BACKGROUND_COLOR = THEME_TOKENS['--pp-surface-color'].default;

/**
 * The sites' mark: two interlaced rings on the accent colour, drawn on a 64-unit square so that it stays
 * legible at 16 px. Every raster icon is rendered from it.
 */
export const SITE_ICON_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">
  <rect width="64" height="64" rx="14" fill="${THEME_COLOR}"/>
  <g fill="none" stroke="${THEME_TOKENS['--pp-accent-contrast-color'].default}" stroke-width="5">
    <circle cx="25" cy="32" r="12"/>
    <circle cx="39" cy="32" r="12"/>
  </g>
</svg>
`;

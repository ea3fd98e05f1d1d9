import { COOKIE_DOMAIN_META } from '@shared/session/configuration';
import { WEB_FONTS } from '@shared/ui/theme/tokens';
import { entryAsset, entryAssets, entryStylesheet } from './assets';
import { html, type SafeHtml } from '@server/html/html';
import { islandPreloadTags } from './island-preloads';
import { seoHeadTags, type PageSeo } from './seo/page-seo';
import { siteIconTags } from './site-icons/site-icon-tags';

/** The server pages' stylesheet: one Vite entry, its area files inlined (server/pages/styles/). */
const SITE_STYLESHEET = 'server/pages/styles/site.css';

/**
 * The web fonts' files, preloaded beside the stylesheet: an `optional` font is only used if it is there for
 * the first render (the brand and the headings draw with the heading font above the fold).
 */
const FONT_FILES = Object.values(WEB_FONTS).map(({ file }) => file.slice(file.lastIndexOf('/') + 1));

export interface PageOptions {
  title: string;
  lang: string;
  body: SafeHtml;
  description?: string;
  /** Canonical URL, alternates, Open Graph and JSON-LD: the public site's pages have them. */
  seo?: PageSeo;
  /** Kept out of search engines' indexes (a not-found page): pages with `seo` say it there instead. */
  noindex?: boolean;
  /**
   * The session's cookies belong to this page's host only, whatever COOKIE_DOMAIN says: the back-office's
   * provider sessions are not shared with the couples' hosts.
   */
  hostOnlySession?: boolean;
}

/** What every page of this process tells the elements, whatever the page (one process serves one configuration). */
interface PageSettings {
  /** The parent domain the token cookies are shared on (COOKIE_DOMAIN), read by `shared/session`. */
  cookieDomain: string | undefined;
}

let settings: PageSettings = { cookieDomain: undefined };

export function configurePages(next: PageSettings): void {
  settings = next;
}

let builtAssetTags: SafeHtml | undefined;

/**
 * The stylesheets and the loaders, the same in every page: built once the assets are (until then, every
 * page looks again, as the server may start before the first build has finished).
 */
function assetTags(): SafeHtml {
  if (builtAssetTags) return builtAssetTags;
  const widgets = entryAssets('widgets/index.ts');
  const islands = entryAssets('islands/index.ts');
  const siteStyles = entryStylesheet(SITE_STYLESHEET);
  const styles = [...(siteStyles ? [siteStyles] : []), ...widgets.styles, ...islands.styles];
  const fonts = FONT_FILES.flatMap((file) => entryAsset(SITE_STYLESHEET, file) ?? []);
  const tags = html`${fonts.map((font) => html`<link rel="preload" href="${font}" as="font" type="font/woff2" crossorigin />`)}
  ${styles.map((href) => html`<link rel="stylesheet" href="${href}" />`)}
  ${[...widgets.scripts, ...islands.scripts].map((src) => html`<script type="module" src="${src}"></script>`)}`;
  if (siteStyles) builtAssetTags = tags;
  return tags;
}

/** The shell every legacy Twig page shares: the loaders are the only scripts a page includes. */
export function renderDocument({
  title,
  lang,
  body,
  description,
  seo,
  noindex,
  hostOnlySession,
}: PageOptions): string {
  return `<!doctype html>${html`<html lang="${lang}">
    <head>
      <meta charset="utf-8" />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <title>${title}</title>
      ${settings.cookieDomain && !hostOnlySession ? html`<meta name="${COOKIE_DOMAIN_META}" content="${settings.cookieDomain}" />` : ''}
      ${description ? html`<meta name="description" content="${description}" />` : ''}
      ${seo ? seoHeadTags(seo, { title, description, lang }) : ''}
      ${noindex ? html`<meta name="robots" content="noindex" />` : ''} ${siteIconTags} ${assetTags()}
      ${islandPreloadTags(body.value)}
    </head>
    <body class="pp-ui-theme">
      ${body}
    </body>
  </html>`}`;
}

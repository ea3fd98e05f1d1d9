import { translate } from '@server/i18n/translate';
import { breadcrumbsNav, type Breadcrumb } from '../chrome/breadcrumbs';
import { siteFooter } from '../chrome/site-footer';
import { siteHeader } from '../chrome/site-header';
import { html, type SafeHtml } from '@server/html/html';
import { renderDocument } from '../layout';
import { oncePerSite } from '../site-fragments';
import { breadcrumbList, type JsonLd } from '../seo/json-ld';
import type { PageSeo } from '../seo/page-seo';
import type { Alternate, PublicSite, SiteUrls } from '../seo/public-site';
import { ICON_PATHS } from '../site-icons/site-icons';

export type { Breadcrumb };

/** The preview image of a page that has none of its own: the site's largest icon, which every host serves. */
const SITE_PREVIEW_IMAGE_PATH = ICON_PATHS.manifest(512);

export interface DirectoryPageOptions {
  site: PublicSite;
  urls: SiteUrls;
  title: string;
  description: string;
  /** The canonical path of the page. */
  path: string;
  /** Where the canonical page is, when another site has it (a provider of another country): its origin. */
  canonicalOrigin?: string;
  alternates: readonly Alternate[];
  /** From the directory's root to the page itself (the home is added in front); none on the home itself. */
  crumbs: readonly Breadcrumb[];
  main: SafeHtml;
  noindex?: boolean;
  /** Paths of the previous and next pages of a listing. */
  prev?: string;
  next?: string;
  jsonLd?: readonly JsonLd[];
  openGraph?: Pick<PageSeo['openGraph'], 'type' | 'image'>;
  mainClass?: string;
}

/** The header and the footer of a site's pages: the same on all of them. */
const siteHeaderOf = oncePerSite((site, urls) => siteHeader(site, urls, site.brand));
const siteFooterOf = oncePerSite((site, urls) =>
  siteFooter(urls, { language: site.language, lang: site.locale }),
);

/**
 * A page of the public site's directory (listings, departments, search, guides): its header, breadcrumbs and
 * footer, and its SEO head (canonical URL, alternates, Open Graph, JSON-LD with the breadcrumbs).
 */
export function directoryDocument(page: DirectoryPageOptions): string {
  const { site, urls } = page;
  const crumbs = [{ name: translate(site.language, 'directory.home'), path: '/' }, ...page.crumbs];
  const isHome = page.crumbs.length === 0;
  const absolute = (path: string) => site.origin + path;
  return renderDocument({
    title: page.title,
    lang: site.locale,
    description: page.description,
    seo: {
      canonical: (page.canonicalOrigin ?? site.origin) + page.path,
      alternates: page.alternates,
      noindex: page.noindex,
      prev: page.prev && absolute(page.prev),
      next: page.next && absolute(page.next),
      openGraph: {
        type: page.openGraph?.type ?? 'website',
        siteName: page.site.brand,
        image: page.openGraph?.image ?? absolute(SITE_PREVIEW_IMAGE_PATH),
      },
      jsonLd: [
        ...(isHome
          ? []
          : [breadcrumbList(crumbs.map((crumb) => ({ name: crumb.name, url: absolute(crumb.path) })))]),
        ...(page.jsonLd ?? []),
      ],
    },
    body: html`${siteHeaderOf(site, urls)} ${isHome ? '' : breadcrumbsNav(site.language, crumbs)}
      <main id="main" class="${page.mainClass ?? 'directory-page'}" data-country="${site.country}">
        ${page.main}
      </main>
      ${siteFooterOf(site, urls)}`,
  });
}

import { translate } from '@server/i18n/translate';
import { BRAND, siteFooter } from '../home-pages';
import { html, type SafeHtml } from '../html';
import { renderDocument } from '../layout';
import { oncePerSite } from '../site-fragments';
import { breadcrumbList, type JsonLd } from '../seo/json-ld';
import type { PageSeo } from '../seo/page-seo';
import type { Alternate, PublicSite, SiteUrls } from '../seo/public-site';
import { AREAS_PATH, areasTitleKey, GUIDES_PATH } from './directory-paths';
import { DIRECTORY_ROOT } from './listing-path';

/** A step of the breadcrumbs: a page of this site, by its path. */
export interface Breadcrumb {
  name: string;
  path: string;
}

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
  /** From the directory's root to the page itself (the home is added in front). */
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

/** The public site's header: the brand, then the directory's entry points. */
function siteHeader(site: PublicSite): SafeHtml {
  const t = (key: Parameters<typeof translate>[1]) => translate(site.language, key);
  return html`<header class="site-header">
    <a class="site-brand" href="/">${BRAND}</a>
    <nav class="site-nav" aria-label="${t('directory.mainNav')}">
      <ul>
        <li><a href="${DIRECTORY_ROOT}">${t('directory.directory')}</a></li>
        <li><a href="${AREAS_PATH}">${t(areasTitleKey(site.country))}</a></li>
        <li><a href="${GUIDES_PATH}">${t('directory.guides')}</a></li>
      </ul>
    </nav>
  </header>`;
}

function breadcrumbsNav(site: PublicSite, crumbs: readonly Breadcrumb[]): SafeHtml {
  return html`<nav class="breadcrumbs" aria-label="${translate(site.language, 'directory.breadcrumbs')}">
    <ol>
      ${crumbs.map((crumb, index) =>
        index === crumbs.length - 1
          ? html`<li><a href="${crumb.path}" aria-current="page">${crumb.name}</a></li>`
          : html`<li><a href="${crumb.path}">${crumb.name}</a></li>`,
      )}
    </ol>
  </nav>`;
}

/** The header and the footer of a site's pages: the same on all of them. */
const siteHeaderOf = oncePerSite((site) => siteHeader(site));
const siteFooterOf = oncePerSite((site, urls) => siteFooter(urls, site.language));

/**
 * A page of the public site's directory (listings, departments, search, guides): its header, breadcrumbs and
 * footer, and its SEO head (canonical URL, alternates, Open Graph, JSON-LD with the breadcrumbs).
 */
export function directoryDocument(page: DirectoryPageOptions): string {
  const { site, urls } = page;
  const crumbs = [{ name: translate(site.language, 'directory.home'), path: '/' }, ...page.crumbs];
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
      openGraph: { type: 'website', siteName: BRAND, ...page.openGraph },
      jsonLd: [
        breadcrumbList(crumbs.map((crumb) => ({ name: crumb.name, url: absolute(crumb.path) }))),
        ...(page.jsonLd ?? []),
      ],
    },
    body: html`${siteHeaderOf(site, urls)} ${breadcrumbsNav(site, crumbs)}
      <main id="main" class="${page.mainClass ?? 'directory-page'}" data-country="${site.country}">
        ${page.main}
      </main>
      ${siteFooterOf(site, urls)}`,
  });
}

import { translate, type ServerTranslationKey } from '@server/i18n/translate';
import { siteFooter } from '../chrome/site-footer';
import type { PageLanguage } from '../host-pages';
import { html, type SafeHtml } from '../html';
import { renderDocument } from '../layout';
import type { SiteUrls } from '../seo/public-site';

/** The project site's sections, each a page of its own; the header marks the one on show. */
export const PROJECT_SITE_SECTIONS = {
  home: '/',
  search: '/search',
  favorites: '/favorites',
  testimonials: '/testimonials',
  account: '/account',
} as const;

export type ProjectSiteSection = keyof typeof PROJECT_SITE_SECTIONS;

const SECTION_LABELS: Record<ProjectSiteSection, ServerTranslationKey> = {
  home: 'pages.projectSite.nav.home',
  search: 'pages.projectSite.nav.search',
  favorites: 'pages.projectSite.nav.favorites',
  testimonials: 'pages.projectSite.nav.testimonials',
  account: 'pages.projectSite.nav.account',
};

export interface ProjectPageOptions {
  page: PageLanguage;
  urls: SiteUrls;
  /** The page's own title; the document's title adds the site's. */
  title: string;
  /** The section the page belongs to, marked in the navigation. */
  section?: ProjectSiteSection;
  /** The page's content, inside `<main id="main">`. */
  main: SafeHtml;
}

/** The project site's header: a skip link, the site's name and its sections. */
function projectHeader({ language }: PageLanguage, section: ProjectSiteSection | undefined): SafeHtml {
  const t = (key: ServerTranslationKey) => translate(language, key);
  const links = (Object.keys(PROJECT_SITE_SECTIONS) as ProjectSiteSection[]).map(
    (name) =>
      html`<li>
        <a href="${PROJECT_SITE_SECTIONS[name]}" ${name === section ? html`aria-current="page"` : ''}
          >${t(SECTION_LABELS[name])}</a
        >
      </li>`,
  );
  return html`<a class="skip-link" href="#main">${t('pages.header.skipToContent')}</a>
    <header class="site-header">
      <div class="site-header__bar">
        <a class="site-brand" href="/">${t('pages.project.title')}</a>
        <nav class="site-nav" aria-label="${t('pages.projectSite.nav.label')}">
          <ul>
            ${links}
          </ul>
        </nav>
      </div>
    </header>`;
}

/**
 * A page of the couples' project site, in the visitor's language: the site's header and footer around the
 * page's content. The footer's directory links lead to the main country site.
 */
export function projectPage({ page, urls, title, section, main }: ProjectPageOptions): string {
  const siteTitle = translate(page.language, 'pages.project.title');
  return renderDocument({
    title: title === siteTitle ? title : `${title} · ${siteTitle}`,
    lang: page.lang,
    noindex: true,
    body: html`${projectHeader(page, section)}
      <main id="main">${main}</main>
      ${siteFooter(urls, page.language, urls.countries[0]?.url)}`,
  });
}

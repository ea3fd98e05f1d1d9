import { translate, type ServerTranslationKey } from '@server/i18n/translate';
import { PROJECT_SHELL_ISLANDS } from '@shared/islands/island-names';
import { siteFooter } from '../chrome/site-footer';
import { MENU_ICON } from '../chrome/site-header';
import type { VisitorPageLanguage } from '../host-pages';
import { html, type SafeHtml } from '@server/html/html';
import { islandRegion } from '../island-region';
import { renderDocument } from '../layout';
import { countrySiteOrigin, type SiteUrls } from '../seo/public-site';
import { localeSwitch } from './locale-switch';

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

/**
 * What a project-site page knows of its request before its handler runs (`projectPagePolicy`): its language
 * and country (server/pages/visitor-locale.ts), and whether the request carries a session cookie
 * (`carriesSessionCookie`), in which case the header leaves the sign-in link out until its island knows who is
 * signed in, rather than showing it to a couple for a moment.
 */
export interface ProjectPageLanguage extends VisitorPageLanguage {
  sessionCookie: boolean;
  /** The address's parameters other than the locale's, which the locale switch keeps (the wizard's planner). */
  keptQuery: readonly (readonly [string, string])[];
  /** The locale the couple has just chosen with the header's switch (`en-PT`), else null. */
  chosenLocale: string | null;
}

export interface ProjectPageOptions {
  page: ProjectPageLanguage;
  urls: SiteUrls;
  /** The page's own title; the document's title adds the site's. */
  title: string;
  /** The section the page belongs to, marked in the navigation. */
  section?: ProjectSiteSection;
  /** The page's content, inside `<main id="main">`. */
  main: SafeHtml;
}

/**
 * The header's session (islands/project/session/): a sign-in link for a visitor, the couple's first name and
 * "log out" once signed in. Loaded at once: it loads the user and switches the site to the user's language,
 * or saves the locale the couple has just chosen with the switch as theirs.
 */
function sessionRegion({ language, country, sessionCookie, chosenLocale }: ProjectPageLanguage): SafeHtml {
  return islandRegion(
    PROJECT_SHELL_ISLANDS.session,
    { language, country, chosenLocale },
    {
      fallback: sessionCookie
        ? html`<span class="project-session__pending" aria-hidden="true"></span>`
        : html`<a class="project-session__sign-in" href="/register"
            >${translate(language, 'pages.projectSite.shell.signIn')}</a
          >`,
      loadOn: 'load',
      className: 'project-session',
    },
  );
}

/**
 * The project site's header: a skip link, the site's name, its sections, the session and the country and
 * language switch. On a phone they fold into the public header's `<details>` menu (same classes, same style
 * sheet).
 */
function projectHeader(page: ProjectPageLanguage, section: ProjectSiteSection | undefined): SafeHtml {
  const { language } = page;
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
        <details class="site-menu">
          <summary class="site-menu__toggle">${MENU_ICON}<span>${t('pages.header.menu')}</span></summary>
          <div class="site-menu__panel">
            <nav class="site-nav" aria-label="${t('pages.projectSite.nav.label')}">
              <ul>
                ${links}
              </ul>
            </nav>
            ${sessionRegion(page)} ${localeSwitch(page)}
          </div>
        </details>
      </div>
    </header>`;
}

/**
 * A page of the couples' project site, in the visitor's locale: the site's header and footer around the
 * page's content. The footer's directory links lead to the page's country site. The content takes at least a
 * screen (`project-main`), so the footer is below the first one while the page's islands draw.
 */
export function projectPage({ page, urls, title, section, main }: ProjectPageOptions): string {
  const siteTitle = translate(page.language, 'pages.project.title');
  return renderDocument({
    title: title === siteTitle ? title : `${title} · ${siteTitle}`,
    lang: page.lang,
    noindex: true,
    body: html`${projectHeader(page, section)}
      <main id="main" class="project-main">${main}</main>
      ${siteFooter(urls, page, countrySiteOrigin(urls, page.country))}`,
  });
}

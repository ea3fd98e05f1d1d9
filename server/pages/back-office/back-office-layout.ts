import { translate, type ServerTranslationKey } from '@server/i18n/translate';
import { BACK_OFFICE_AREAS, type BackOfficeSection } from '@shared/api/contract/back-office';
import { html, type SafeHtml } from '@server/html/html';
import { BACK_OFFICE_PATHS } from '@shared/islands/back-office-paths';
import { BACK_OFFICE_ISLANDS } from '@shared/islands/island-names';
import { siteFooter } from '../chrome/site-footer';
import { MENU_ICON } from '../chrome/site-header';
import type { VisitorPageLanguage } from '../host-pages';
import { islandRegion } from '../island-region';
import { renderDocument } from '../layout';
import { countrySiteOrigin, type SiteUrls } from '../seo/public-site';

/**
 * What a back-office page knows of its request before its handler runs: its language and country, and
 * whether the request carries a session cookie, in which case the header leaves "Se connecter" out until its
 * island knows who is signed in.
 */
export interface BackOfficePageLanguage extends VisitorPageLanguage {
  sessionCookie: boolean;
}

/** The back-office's sections a signed-in provider moves between; the header marks the one on show. */
const SECTIONS: Readonly<Record<BackOfficeSection, { path: string; label: ServerTranslationKey }>> = {
  dashboard: { path: BACK_OFFICE_PATHS.dashboard, label: 'pages.backOffice.nav.dashboard' },
  // The profile's first page: the portrait, which the public profile opens with.
  profile: { path: BACK_OFFICE_AREAS.portraitExperiences.screen.path, label: 'pages.backOffice.nav.profile' },
  credits: { path: BACK_OFFICE_AREAS.credits.screen.path, label: 'pages.backOffice.nav.credits' },
  account: { path: BACK_OFFICE_PATHS.account, label: 'pages.backOffice.nav.account' },
};

export interface BackOfficePageOptions {
  page: BackOfficePageLanguage;
  urls: SiteUrls;
  /** The page's own title, its heading; the document's title adds the back-office's. */
  title: string;
  /** The paragraph under the title that says what the page is for. */
  lead?: string;
  section?: BackOfficeSection;
  /** The page's own path: its section's pages mark it. */
  path?: string;
  /** What follows the title and its lead, inside `<main id="main">`. */
  body: SafeHtml;
}

/** The resources' screens of a section, in `BACK_OFFICE_AREAS`' order. */
function screensOf(section: BackOfficeSection) {
  return Object.values(BACK_OFFICE_AREAS).flatMap((area) =>
    'screen' in area && area.screen.section === section ? [area.screen] : [],
  );
}

/**
 * The pages of a section that has several (the profile: portrait, languages, services, social networks),
 * above the page's title: each one link away, the one on show marked. Read from the areas: a resource's screen
 * added later is listed without a line written for it.
 */
function sectionPages(page: BackOfficePageLanguage, section: BackOfficeSection, path: string): SafeHtml {
  const screens = screensOf(section);
  if (screens.length < 2) return html``;
  return html`<nav class="section-pages" aria-label="${translate(page.language, SECTIONS[section].label)}">
    <ul>
      ${screens.map(
        (screen) =>
          html`<li>
            <a href="${screen.path}" ${screen.path === path ? html`aria-current="page"` : ''}
              >${translate(page.language, screen.title)}</a
            >
          </li>`,
      )}
    </ul>
  </nav>`;
}

/** The header's session (islands/back-office/session/): "Se connecter", or the provider and "log out". */
function sessionRegion({ language, country, sessionCookie }: BackOfficePageLanguage): SafeHtml {
  return islandRegion(
    BACK_OFFICE_ISLANDS.session,
    { language, country },
    {
      fallback: sessionCookie
        ? html`<span class="project-session__pending" aria-hidden="true"></span>`
        : html`<a class="project-session__sign-in" href="${BACK_OFFICE_PATHS.login}"
            >${translate(language, 'pages.backOffice.signIn')}</a
          >`,
      loadOn: 'load',
      className: 'project-session',
    },
  );
}

/**
 * The banner every page shows while support acts as the provider (islands/back-office/support-access/): it
 * draws nothing otherwise. Only a browser with a session can be in a support access.
 */
function supportBannerRegion({ language, country, sessionCookie }: BackOfficePageLanguage): SafeHtml | null {
  if (!sessionCookie) return null;
  return islandRegion(
    BACK_OFFICE_ISLANDS.supportBanner,
    { language, country },
    { loadOn: 'load', className: 'support-banner-region' },
  );
}

/**
 * The back-office's header: a skip link, the back-office's name, its sections and the session, folded into
 * the public header's `<details>` menu on a phone. It draws with the classes of the project site's header
 * (chrome.css, project-site.css): one look for the header of a host every country shares.
 */
function backOfficeHeader(page: BackOfficePageLanguage, section: BackOfficeSection | undefined): SafeHtml {
  const t = (key: ServerTranslationKey) => translate(page.language, key);
  const links = (Object.keys(SECTIONS) as BackOfficeSection[]).map(
    (name) =>
      html`<li>
        <a href="${SECTIONS[name].path}" ${name === section ? html`aria-current="page"` : ''}
          >${t(SECTIONS[name].label)}</a
        >
      </li>`,
  );
  return html`<a class="skip-link" href="#main">${t('pages.header.skipToContent')}</a>
    <header class="site-header">
      <div class="site-header__bar">
        <a class="site-brand" href="${BACK_OFFICE_PATHS.dashboard}">${t('pages.backOffice.title')}</a>
        <details class="site-menu">
          <summary class="site-menu__toggle">${MENU_ICON}<span>${t('pages.header.menu')}</span></summary>
          <div class="site-menu__panel">
            <nav class="site-nav" aria-label="${t('pages.backOffice.nav.label')}">
              <ul>
                ${links}
              </ul>
            </nav>
            ${sessionRegion(page)}
          </div>
        </details>
      </div>
    </header>`;
}

/**
 * A page of the providers' back-office, in the visitor's locale, kept out of search engines: the header,
 * the page's title, lead and content, and the footer, whose directory links lead to the page's country site.
 * The content takes the project site's page layout (`project-main`, `project-page`). The session's cookies
 * stay on this host (no shared cookie domain): a provider's session and a couple's never meet.
 */
export function backOfficePage({
  page,
  urls,
  title,
  lead,
  section,
  path,
  body,
}: BackOfficePageOptions): string {
  const siteTitle = translate(page.language, 'pages.backOffice.title');
  return renderDocument({
    title: `${title} · ${siteTitle}`,
    lang: page.lang,
    noindex: true,
    hostOnlySession: true,
    body: html`${backOfficeHeader(page, section)} ${supportBannerRegion(page)}
      <main id="main" class="project-main">
        <div class="project-page">
          ${section && path ? sectionPages(page, section, path) : null}
          <h1>${title}</h1>
          ${lead === undefined ? null : html`<p class="project-page__lead">${lead}</p>`} ${body}
        </div>
      </main>
      ${siteFooter(urls, page, countrySiteOrigin(urls, page.country))}`,
  });
}

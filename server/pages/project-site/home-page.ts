import { translate, type ServerTranslationKey } from '@server/i18n/translate';
import { PROJECT_SHELL_ISLANDS } from '@shared/islands/island-names';
import { buttonClassName } from '@shared/ui/button/button-class';
import { html } from '@server/html/html';
import { islandRegion } from '../island-region';
import { marketingClaims } from '../home/marketing';
import type { SiteUrls } from '../seo/public-site';
import { projectPage, type ProjectPageLanguage } from './project-layout';
import { WIZARD_PATH } from '@shared/features/project-wizard/wizard-url';

/** The visitor's part of the home, which the home island hides once a couple is signed in. */
export const VISITOR_CONTENT_ID = 'project-visitor';

/**
 * The project site's root (SPEC §2, the wedding project page). For a visitor: the welcome, what the service
 * does, the phone sign-in and "start a project". For a signed-in couple, the home island's upcoming projects.
 * The server cannot tell a valid session without a database read: a request with a session cookie gets the
 * couple's skeleton (the visitor's part hidden), one without gets the visitor's part, and the island settles it.
 */
export function projectHomePage(page: ProjectPageLanguage, urls: SiteUrls): string {
  const { language, country, sessionCookie } = page;
  const t = (key: ServerTranslationKey) => translate(language, key);
  // The `hidden` wrapper draws nothing of its own: a class with a `display` would override the attribute.
  const visitor = html`<div id="${VISITOR_CONTENT_ID}" ${sessionCookie ? 'hidden' : ''}>
    <div class="home-page project-welcome">
      <section class="home-hero" aria-labelledby="project-welcome-title">
        <h1 id="project-welcome-title">${t('pages.projectSite.shell.welcomeTitle')}</h1>
        <p class="home-lead">${t('pages.projectSite.shell.welcomeText')}</p>
        <a class="${buttonClassName('primary')}" href="${WIZARD_PATH}"
          >${t('pages.projectSite.shell.startProject')}</a
        >
      </section>
      <section class="home-claims" aria-labelledby="project-claims-title">
        <h2 id="project-claims-title">${t('pages.projectSite.shell.claimsTitle')}</h2>
        ${marketingClaims(language)}
      </section>
      ${islandRegion(
        PROJECT_SHELL_ISLANDS.signIn,
        { language, country, then: 'stay' },
        {
          fallback: html`<p class="state state--loading">${t('pages.projectSite.shell.signInLoading')}</p>`,
          loadOn: 'visible',
          className: 'project-sign-in-region',
        },
      )}
    </div>
  </div>`;
  const couple = islandRegion(
    PROJECT_SHELL_ISLANDS.home,
    { language, visitorId: VISITOR_CONTENT_ID },
    {
      fallback: sessionCookie
        ? html`<h1>${t('pages.projectSite.shell.coupleTitle')}</h1>
            <p class="state state--loading" role="status">${t('pages.projectSite.shell.coupleLoading')}</p>`
        : undefined,
      loadOn: 'load',
      className: 'project-home-region',
    },
  );
  return projectPage({
    page,
    urls,
    title: translate(language, 'pages.project.title'),
    section: 'home',
    main: html`${couple}${visitor}`,
  });
}

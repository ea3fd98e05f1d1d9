import { translate } from '@server/i18n/translate';
import { PROJECT_SHELL_ISLANDS } from '@shared/islands/island-names';
import type { PageLanguage } from '../host-pages';
import { html } from '../html';
import { islandRegion } from '../island-region';
import type { SiteUrls } from '../seo/public-site';
import { projectCountry } from './project-country';
import { projectPage } from './project-layout';

/**
 * `/register`: the phone sign-in on a page of its own, for visitors who arrive without a provider; a new
 * couple goes on to the profile form (the shared sign-in's inscription page). Once signed in, the home.
 */
export function registerPage(page: PageLanguage, urls: SiteUrls, sessionCookie: boolean): string {
  const { language } = page;
  const title = translate(language, 'pages.projectSite.shell.registerTitle');
  return projectPage({
    page,
    urls,
    title,
    sessionCookie,
    main: html`<div class="project-page">
      <h1>${title}</h1>
      <p class="project-page__lead">${translate(language, 'pages.projectSite.shell.registerText')}</p>
      ${islandRegion(
        PROJECT_SHELL_ISLANDS.signIn,
        { language, country: projectCountry(language), then: 'home' },
        {
          fallback: html`<p class="state state--loading">
            ${translate(language, 'pages.projectSite.shell.signInLoading')}
          </p>`,
          loadOn: 'load',
          className: 'project-page__sign-in',
        },
      )}
    </div>`,
  });
}

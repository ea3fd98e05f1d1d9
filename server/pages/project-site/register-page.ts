import { translate } from '@server/i18n/translate';
import { PROJECT_SHELL_ISLANDS } from '@shared/islands/island-names';
import { html } from '@server/html/html';
import { islandRegion } from '../island-region';
import type { SiteUrls } from '../seo/public-site';
import type { ProjectPageLanguage } from './project-layout';
import { titledProjectPage } from './titled-project-page';

/**
 * `/register`: the phone sign-in on a page of its own, for visitors who arrive without a provider; a new
 * couple goes on to the profile form (the shared sign-in's inscription page). Once signed in, the home.
 */
export function registerPage(page: ProjectPageLanguage, urls: SiteUrls): string {
  const { language, country } = page;
  return titledProjectPage({
    page,
    urls,
    title: translate(language, 'pages.projectSite.shell.registerTitle'),
    lead: translate(language, 'pages.projectSite.shell.registerText'),
    body: islandRegion(
      PROJECT_SHELL_ISLANDS.signIn,
      { language, country, then: 'home' },
      {
        fallback: html`<p class="state state--loading">
          ${translate(language, 'pages.projectSite.shell.signInLoading')}
        </p>`,
        loadOn: 'load',
        className: 'project-page__sign-in',
      },
    ),
  });
}

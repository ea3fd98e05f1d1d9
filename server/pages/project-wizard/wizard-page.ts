import { translate, type ServerTranslationKey } from '@server/i18n/translate';
import { STEP_NAME_KEYS } from '@shared/features/project-wizard/step-status';
import { WIZARD_STEPS } from '@shared/features/project-wizard/wizard-steps';
import { PROJECT_WIZARD_ISLAND } from '@shared/islands/island-names';
import { html } from '@server/html/html';
import { islandRegion } from '../island-region';
import { projectPage, type ProjectPageLanguage } from '../project-site/project-layout';
import { countrySiteOrigin, type SiteUrls } from '../seo/public-site';

/**
 * The wizard's page (`/projects/new`, `/projects/new/<step>`): the island, which shows the step the address
 * names (it reads the address itself, so that back, forward and reload need no server), in the page's
 * country (`page.country`: the planner's, when the address names one). Without JavaScript, the steps to come
 * and why the page needs it.
 */
export function wizardPage(page: ProjectPageLanguage, urls: SiteUrls): string {
  const t = (key: ServerTranslationKey) => translate(page.language, key);
  const fallback = html`<p class="project-wizard__loading">${t('pages.projectSite.wizard.loading')}</p>
    <noscript><p class="notice">${t('pages.projectSite.wizard.noScript')}</p></noscript>
    <h2>${t('pages.projectSite.wizard.stepsLabel')}</h2>
    <ol class="project-wizard__steps">
      ${WIZARD_STEPS.map((step) => html`<li>${t(STEP_NAME_KEYS[step])}</li>`)}
    </ol>`;
  return projectPage({
    page,
    urls,
    title: t('pages.projectSite.wizard.title'),
    main: html`<div class="project-wizard">
      <h1>${t('pages.projectSite.wizard.title')}</h1>
      <p>${t('pages.projectSite.wizard.intro')}</p>
      ${islandRegion(
        PROJECT_WIZARD_ISLAND,
        {
          language: page.language,
          country: page.country,
          profileOrigin: countrySiteOrigin(urls, page.country),
        },
        { fallback, loadOn: 'load', className: 'project-wizard__island' },
      )}
    </div>`,
  });
}

import { translate, type ServerTranslationKey } from '@server/i18n/translate';
import { PROJECT_SENT_ISLAND } from '@shared/islands/island-names';
import { html } from '@server/html/html';
import { islandRegion } from '../island-region';
import { projectPage, type ProjectPageLanguage } from '../project-site/project-layout';
import { countrySiteOrigin, type SiteUrls } from '../seo/public-site';

/**
 * The page of a project the wizard just sent (`/projects/{id}/sent`): its island reads the project and lists
 * the planners it reached and those contacted already, in the page's country (the project's, when the route could
 * read it). Without JavaScript, the project's page still is a link.
 */
export function sentPage(
  page: ProjectPageLanguage,
  urls: SiteUrls,
  projectId: number,
  alreadySent: number[],
): string {
  const t = (key: ServerTranslationKey) => translate(page.language, key);
  const title = t('projectWizard.wizard.sentTitle');
  const { country } = page;
  return projectPage({
    page,
    urls,
    title,
    main: islandRegion(
      PROJECT_SENT_ISLAND,
      {
        language: page.language,
        country,
        profileOrigin: countrySiteOrigin(urls, country),
        projectId,
        alreadySent,
      },
      {
        fallback: html`<h1>${title}</h1>
          <p class="state state--loading">${t('projectView.loading')}</p>
          <noscript>
            <p><a href="/projects/${String(projectId)}">${t('projectWizard.wizard.viewProject')}</a></p>
          </noscript>`,
        loadOn: 'load',
        className: 'project-sent-region',
      },
    ),
  });
}

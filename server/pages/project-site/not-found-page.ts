import { translate } from '@server/i18n/translate';
import { html } from '@server/html/html';
import type { SiteUrls } from '../seo/public-site';
import type { ProjectPageLanguage } from './project-layout';
import { titledProjectPage } from './titled-project-page';

/** The not-found page of the project site, in its chrome: its header and sections lead back into the site. */
export function projectNotFoundPage(page: ProjectPageLanguage, urls: SiteUrls): string {
  const { language } = page;
  return titledProjectPage({
    page,
    urls,
    title: translate(language, 'errors.notFoundTitle'),
    body: html`<p>${translate(language, 'errors.notFoundText')}</p>
      <p><a href="/">${translate(language, 'pages.notFound.backHome')}</a></p>`,
  });
}

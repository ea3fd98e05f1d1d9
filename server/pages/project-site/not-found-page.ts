import { translate } from '@server/i18n/translate';
import type { PageLanguage } from '../host-pages';
import { html } from '../html';
import type { SiteUrls } from '../seo/public-site';
import { projectPage } from './project-layout';

/** The not-found page of the project site, in its chrome: its header and sections lead back into the site. */
export function projectNotFoundPage(page: PageLanguage, urls: SiteUrls, sessionCookie: boolean): string {
  const { language } = page;
  const title = translate(language, 'errors.notFoundTitle');
  return projectPage({
    page,
    urls,
    title,
    sessionCookie,
    main: html`<div class="project-page">
      <h1>${title}</h1>
      <p>${translate(language, 'errors.notFoundText')}</p>
      <p><a href="/">${translate(language, 'pages.notFound.backHome')}</a></p>
    </div>`,
  });
}

import { translate } from '@server/i18n/translate';
import type { PageLanguage } from '../host-pages';
import { html } from '../html';
import type { SiteUrls } from '../seo/public-site';
import { titledProjectPage } from './titled-project-page';

/** The not-found page of the project site, in its chrome: its header and sections lead back into the site. */
export function projectNotFoundPage(page: PageLanguage, urls: SiteUrls, sessionCookie: boolean): string {
  const { language } = page;
  return titledProjectPage({
    page,
    urls,
    title: translate(language, 'errors.notFoundTitle'),
    sessionCookie,
    body: html`<p>${translate(language, 'errors.notFoundText')}</p>
      <p><a href="/">${translate(language, 'pages.notFound.backHome')}</a></p>`,
  });
}

import { translate } from '../i18n/translate';
import type { siteUrls } from '../hosts';
import { siteFooter } from './chrome/site-footer';
import type { PageLanguage } from './host-pages';
import { html } from '@server/html/html';
import { renderDocument } from './layout';

/**
 * The page a 404 shows, in the host's language under its brand; `lang` is the page's locale tag. It leads
 * back to its host's home and is kept out of search engines' indexes. `directoryOrigin` is where its footer's
 * directory links lead: `''` on a country site, a country site's address on a host without a directory.
 */
export function notFoundPage(
  page: PageLanguage,
  urls: ReturnType<typeof siteUrls>,
  directoryOrigin = '',
): string {
  const { language, lang, brand } = page;
  const title = translate(language, 'errors.notFoundTitle');
  return renderDocument({
    title,
    lang,
    noindex: true,
    body: html`<header class="site-header"><a class="site-brand" href="/">${brand}</a></header>
      <main id="main">
        <h1>${title}</h1>
        <p>${translate(language, 'errors.notFoundText')}</p>
        <p><a href="/">${translate(language, 'pages.notFound.backHome')}</a></p>
      </main>
      ${siteFooter(urls, page, directoryOrigin)}`,
  });
}

import { type Language } from '@shared/i18n';
import { translate } from '../i18n/translate';
import type { siteUrls } from '../hosts';
import { siteFooter } from './chrome/site-footer';
import { BRAND } from './home-pages';
import { html } from './html';
import { renderDocument } from './layout';

/** The page a 404 shows, in `language`; `lang` is the page's locale tag. */
export function notFoundPage(language: Language, lang: string, urls: ReturnType<typeof siteUrls>): string {
  const title = translate(language, 'errors.notFoundTitle');
  return renderDocument({
    title,
    lang,
    body: html`<header class="site-header"><a class="site-brand" href="/">${BRAND}</a></header>
      <main id="main">
        <h1>${title}</h1>
        <p>${translate(language, 'errors.notFoundText')}</p>
      </main>
      ${siteFooter(urls, language)}`,
  });
}

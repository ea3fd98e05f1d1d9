import type { Language } from '@shared/i18n';
import type { siteUrls } from '@server/hosts';
import { siteFooter } from '../chrome/site-footer';
import { BRAND } from '../home-pages';
import { html } from '../html';
import { renderDocument } from '../layout';
import type { PageSeo } from '../seo/page-seo';
import { TERMS_OF_SALE } from './terms-of-sale-texts';

/**
 * The terms of sale (named route `front_cgv`), in `language`; `lang` is the page's locale tag. Country sites
 * give it its SEO head; the project site and the back-office show it to their users without one.
 */
export function termsOfSalePage(
  language: Language,
  lang: string,
  urls: ReturnType<typeof siteUrls>,
  seo?: PageSeo,
): string {
  const terms = TERMS_OF_SALE[language];
  return renderDocument({
    title: terms.title,
    lang,
    seo,
    body: html`<header class="site-header"><a class="site-brand" href="/">${BRAND}</a></header>
      <main id="main" class="terms-of-sale">
        <h1>${terms.title}</h1>
        <p class="draft-notice" role="note">${terms.draftNotice}</p>
        ${terms.sections.map(
          (section) =>
            html`<section>
              <h2>${section.heading}</h2>
              ${section.paragraphs.map((paragraph) => html`<p>${paragraph}</p>`)}
            </section>`,
        )}
      </main>
      ${siteFooter(urls, language)}`,
  });
}

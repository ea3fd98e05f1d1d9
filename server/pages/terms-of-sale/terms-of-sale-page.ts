import type { Language } from '@shared/i18n';
import type { siteUrls } from '@server/hosts';
import { siteFooter } from '../chrome/site-footer';
import { BRAND } from '../home-pages';
import { html } from '../html';
import { renderDocument } from '../layout';
import { siteHeader } from '../chrome/site-header';
import type { PageSeo } from '../seo/page-seo';
import type { PublicSite } from '../seo/public-site';
import { TERMS_OF_SALE } from './terms-of-sale-texts';

/** What the terms of sale have on a country site: its SEO head and its header. */
export interface TermsOnCountrySite {
  seo: PageSeo;
  site: Pick<PublicSite, 'country' | 'language'>;
}

/**
 * The terms of sale (named route `front_cgv`), in `language`; `lang` is the page's locale tag. Country sites
 * give it its SEO head and their header; the project site and the back-office show it to their users without.
 */
export function termsOfSalePage(
  language: Language,
  lang: string,
  urls: ReturnType<typeof siteUrls>,
  onCountrySite?: TermsOnCountrySite,
): string {
  const terms = TERMS_OF_SALE[language];
  return renderDocument({
    title: terms.title,
    lang,
    seo: onCountrySite?.seo,
    body: html`${
        onCountrySite
          ? siteHeader(onCountrySite.site, urls, BRAND)
          : html`<header class="site-header"><a class="site-brand" href="/">${BRAND}</a></header>`
      }
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
      ${siteFooter(urls, language, onCountrySite ? '' : urls.countries[0]?.url)}`,
  });
}

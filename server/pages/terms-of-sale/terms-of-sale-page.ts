import type { siteUrls } from '@server/hosts';
import { siteFooter } from '../chrome/site-footer';
import type { PageLanguage } from '../host-pages';
import { html } from '@server/html/html';
import { renderDocument } from '../layout';
import { siteHeader } from '../chrome/site-header';
import type { PageSeo } from '../seo/page-seo';
import type { PublicSite } from '../seo/public-site';
import { TERMS_SECTION_IDS, TERMS_VERSION_DATE } from './terms-of-sale-text';
import { TERMS_OF_SALE } from './terms-of-sale-texts';

const DATE_MARK = '{date}';
const CONTENTS_ID = 'contents';

/** What the terms of sale have on a country site: its SEO head and its header. */
export interface TermsOnCountrySite {
  seo: PageSeo;
  site: Pick<PublicSite, 'country' | 'language' | 'locale'>;
}

/**
 * The terms of sale (named route `front_cgv`), in `language`; `lang` is the page's locale tag. Country sites
 * give it its SEO head and their header; the project site and the back-office show it to their users without.
 * A table of contents links each numbered section by its anchor (`#accounts`), the same in every language.
 */
export function termsOfSalePage(
  page: PageLanguage,
  urls: ReturnType<typeof siteUrls>,
  onCountrySite?: TermsOnCountrySite,
  /** Where the footer's directory links lead on a host without a directory: the reader's country site. */
  directoryOrigin?: string,
): string {
  const { language, lang, brand } = page;
  const terms = TERMS_OF_SALE[language];
  const date = new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(TERMS_VERSION_DATE),
  );
  const [beforeDate, afterDate] = terms.inForce.split(DATE_MARK);
  return renderDocument({
    title: terms.title,
    description: terms.description,
    lang,
    seo: onCountrySite?.seo,
    body: html`${
        onCountrySite
          ? siteHeader(onCountrySite.site, urls, brand)
          : html`<header class="site-header"><a class="site-brand" href="/">${brand}</a></header>`
      }
      <main id="main" class="terms-of-sale">
        <h1>${terms.title}</h1>
        <p class="terms-of-sale__version">
          ${beforeDate}<time datetime="${TERMS_VERSION_DATE}">${date}</time>${afterDate}
        </p>
        <nav class="terms-of-sale__contents" aria-labelledby="${CONTENTS_ID}">
          <h2 id="${CONTENTS_ID}">${terms.contents}</h2>
          <ol>
            ${TERMS_SECTION_IDS.map(
              (id) => html`<li><a href="#${id}">${terms.sections[id].heading}</a></li>`,
            )}
          </ol>
        </nav>
        ${TERMS_SECTION_IDS.map(
          (id, index) =>
            html`<section aria-labelledby="${id}">
              <h2 id="${id}">${index + 1}. ${terms.sections[id].heading}</h2>
              ${terms.sections[id].paragraphs.map(
                (paragraph) => html`<p>${paragraph.replaceAll(DATE_MARK, date)}</p>`,
              )}
            </section>`,
        )}
      </main>
      ${siteFooter(urls, page, onCountrySite ? '' : directoryOrigin)}`,
  });
}

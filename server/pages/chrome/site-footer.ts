import { translate, type ServerTranslationKey } from '@server/i18n/translate';
import { PAGE_ROUTES } from '@shared/api/routes';
import type { PageLanguage } from '../host-pages';
import { SITES } from '@shared/sites';
import { GUIDES_PATH } from '../directory/directory-paths';
import { DIRECTORY_ROOT } from '../directory/listing-path';
import { html, type SafeHtml } from '@server/html/html';
import type { SiteUrls } from '../seo/public-site';
import { withLocale } from '../visitor-locale';

/**
 * The footer of every host's pages, in the page's language: the country sites, the couples' and the planners'
 * ways in (carrying the page's locale, `lang`, which those hosts then speak), and the terms of sale; not the
 * integrators' demo pages, a development tool that no product page links to. `directoryOrigin` is where the
 * directory's links lead: the page's own site (`''`) on a country site, the reader's country site on the
 * hosts without a directory. A pure function of its arguments.
 */
export function siteFooter(
  urls: SiteUrls,
  { language, lang }: Pick<PageLanguage, 'language' | 'lang'>,
  directoryOrigin = '',
): SafeHtml {
  const t = (key: ServerTranslationKey) => translate(language, key);
  const column = (titleKey: ServerTranslationKey, links: SafeHtml | readonly SafeHtml[]) =>
    html`<section class="site-footer__column">
      <h2 class="site-footer__title">${t(titleKey)}</h2>
      <ul>
        ${links}
      </ul>
    </section>`;
  return html`<footer class="site-footer">
    <p class="site-footer__tagline">${t('pages.footer.tagline')}</p>
    <nav class="site-footer__nav" aria-label="${t('pages.footer.navLabel')}">
      ${column(
        'pages.footer.couplesTitle',
        html`<li><a href="${directoryOrigin + DIRECTORY_ROOT}">${t('pages.header.directory')}</a></li>
          <li><a href="${directoryOrigin + GUIDES_PATH}">${t('pages.header.guides')}</a></li>
          <li><a href="${withLocale(urls.project, lang)}">${t('pages.project.title')}</a></li>`,
      )}
      ${column(
        'pages.footer.plannersTitle',
        html`<li><a href="${withLocale(urls.backOffice, lang)}">${t('pages.backOffice.title')}</a></li>`,
      )}
      ${column(
        'pages.footer.sitesLabel',
        urls.countries.map(
          ({ country, url }) =>
            html`<li>
              <a href="${url}/" hreflang="${SITES[country].defaultLocale}">${t(`countries.${country}`)}</a>
            </li>`,
        ),
      )}
      ${column(
        'pages.footer.aboutTitle',
        html`<li><a href="${PAGE_ROUTES.front_cgv}">${t('pages.footer.termsOfSale')}</a></li>`,
      )}
    </nav>
  </footer>`;
}

import { translate, type ServerTranslationKey } from '@server/i18n/translate';
import { buttonClassName } from '@shared/ui/button/button-class';
import { AREAS_PATH, areasTitleKey, GUIDES_PATH } from '../directory/directory-paths';
import { DIRECTORY_ROOT } from '../directory/listing-path';
import { html, type SafeHtml } from '@server/html/html';
import type { PublicSite, SiteUrls } from '../seo/public-site';
import { withLocale } from '../visitor-locale';
import { countrySwitcher } from './country-switcher';

/** The menu toggle's icon, for every header that folds its navigation on a phone. */
export const MENU_ICON = html`<svg
  class="site-menu__icon"
  viewBox="0 0 24 24"
  aria-hidden="true"
  focusable="false"
>
  <path d="M4 7h16M4 12h16M4 17h16" />
</svg>`;

/**
 * The public site's header: a skip link, the brand, the navigation (the directory, its areas, the guides,
 * the way in for planners, and starting a project on the project site, both in the site's locale) and the
 * country switcher. On a phone
 * the navigation folds into a `<details>` menu, which needs no JavaScript; from 64rem it is always shown
 * (server/pages/styles/chrome.css). A pure function of its arguments: the same for every page of a site.
 */
export function siteHeader(
  site: Pick<PublicSite, 'country' | 'language' | 'locale'>,
  urls: SiteUrls,
  brand: string,
): SafeHtml {
  const t = (key: ServerTranslationKey) => translate(site.language, key);
  return html`<a class="skip-link" href="#main">${t('pages.header.skipToContent')}</a>
    <header class="site-header">
      <div class="site-header__bar">
        <a class="site-brand" href="/">${brand}</a>
        <details class="site-menu">
          <summary class="site-menu__toggle">${MENU_ICON}<span>${t('pages.header.menu')}</span></summary>
          <div class="site-menu__panel">
            <nav class="site-nav" aria-label="${t('directory.mainNav')}">
              <ul>
                <li><a href="${DIRECTORY_ROOT}">${t('pages.header.directory')}</a></li>
                <li><a href="${AREAS_PATH}">${t(areasTitleKey(site.country))}</a></li>
                <li><a href="${GUIDES_PATH}">${t('pages.header.guides')}</a></li>
                <li>
                  <a href="${withLocale(urls.backOffice, site.locale)}">${t('pages.header.forPlanners')}</a>
                </li>
              </ul>
            </nav>
            <a
              class="${buttonClassName('primary', 'site-header__cta')}"
              href="${withLocale(urls.project, site.locale)}"
              >${t('pages.header.startProject')}</a
            >
            ${countrySwitcher(site, urls)}
          </div>
        </details>
      </div>
    </header>`;
}

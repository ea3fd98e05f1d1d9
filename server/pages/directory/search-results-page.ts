import type { DirectorySearchProps } from '@shared/islands/directory-island-props';
import type { DirectorySearchResult } from '@shared/api/contract/directory';
import { translate, type ServerTranslationKey } from '@server/i18n/translate';
import { html, type SafeHtml } from '@server/html/html';
import { onlyAlternate, type PublicSite, type SiteUrls } from '../seo/public-site';
import { directoryDocument } from './directory-document';
import { searchPath } from './directory-paths';
import { countText } from './listing-page';
import { listingPath } from './listing-path';
import { pagination, type PageControl } from './pagination';
import { providerCardList } from './provider-card';
import { SEARCH_FIELDS } from '@shared/islands/search-fields';
import { searchRegion, LISTING_RESULTS_ID } from './search-form';

export interface SearchResultsView {
  site: PublicSite;
  urls: SiteUrls;
  page: number;
  /** The form as the visitor filled it, to show it again and to carry it to the other pages. */
  search: DirectorySearchProps;
  /** Null when the search could not run; `problem` then says why. */
  result: DirectorySearchResult | null;
  problem?: string;
}

/** Results are the answer to a POST: each page is a small form that posts the same filters again. */
function formControl(search: DirectorySearchProps): PageControl {
  const { initial } = search;
  const hidden = (name: string, value: string | number | undefined) =>
    value === undefined ? '' : html`<input type="hidden" name="${name}" value="${value}" />`;
  return (page, content, _rel, label) =>
    html`<form class="page-form" method="post" action="${searchPath(page)}">
      ${hidden(SEARCH_FIELDS.service, initial?.service)} ${hidden(SEARCH_FIELDS.region, initial?.region)}
      ${hidden(SEARCH_FIELDS.city, initial?.city?.id)} ${hidden(SEARCH_FIELDS.cityName, initial?.city?.name)}
      <button type="submit" ${label && html` aria-label="${label}"`}>${content}</button>
    </form>`;
}

/** `POST /search/planners/{page}`: the no-JS search's results, never indexed. */
export function searchResultsPage(view: SearchResultsView): string {
  const { site, urls, page, result, search } = view;
  const t = (key: ServerTranslationKey, values?: Record<string, string | number>) =>
    translate(site.language, key, values);
  const title = t('directory.searchResultsTitle');
  const path = searchPath(page);
  let results: SafeHtml;
  if (!result) {
    results = html`<p class="search-problem" role="alert">${view.problem}</p>`;
  } else {
    results = html`<p class="listing-count">${countText(result.total, site)}</p>
      ${
        result.providers.length === 0
          ? html`<p>
              ${t('directory.searchNoResult')}
              <a href="${listingPath({ page: 1 })}">${t('directory.directory')}</a>
            </p>`
          : providerCardList(result.providers, site)
      }
      ${pagination(site, page, result.pageCount, formControl(search))}`;
  }
  return directoryDocument({
    site,
    urls,
    title: page > 1 ? t('directory.pagedTitle', { title, page }) : title,
    description: t('directory.searchResultsDescription'),
    path,
    alternates: onlyAlternate(site, path),
    crumbs: [
      { name: t('directory.directory'), path: listingPath({ page: 1 }) },
      { name: title, path },
    ],
    noindex: true,
    main: html`<h1>${title}</h1>
      ${searchRegion(site, search)}
      <div id="${LISTING_RESULTS_ID}">${results}</div>`,
  });
}

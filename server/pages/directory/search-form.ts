import { DIRECTORY_ISLANDS, type DirectorySearchProps } from '@shared/islands/directory-island-props';
import { SEARCH_FIELDS, SEARCH_SUBMIT } from '@shared/islands/search-fields';
import { translate, type ServerTranslationKey } from '@server/i18n/translate';
import { regionsWithCounts, type AreaCounts, type CountryAreas } from '@server/directory/areas';
import { html, type SafeHtml } from '../html';
import type { PublicSite } from '../seo/public-site';
import { searchPath } from './directory-paths';
import { islandRegion } from '../island-region';

/** The page's own results, which the search island's results take the place of. */
export const LISTING_RESULTS_ID = 'directory-listing';

/** The search's props: the site's services and regions (with their counts), and what it starts with. */
export function searchProps(
  site: PublicSite,
  { geography, counts }: { geography: CountryAreas; counts: AreaCounts },
  services: DirectorySearchProps['services'],
  initial?: DirectorySearchProps['initial'],
): DirectorySearchProps {
  return {
    country: site.country,
    language: site.language,
    services,
    regions: regionsWithCounts(geography, counts),
    initial,
    listingId: LISTING_RESULTS_ID,
  };
}

function options(
  items: readonly { slug: string; name: string }[],
  selected: string | undefined,
  anyLabel: string,
): SafeHtml {
  return html`<option value="">${anyLabel}</option>
    ${items.map((item) =>
      item.slug === selected
        ? html`<option value="${item.slug}" selected>${item.name}</option>`
        : html`<option value="${item.slug}">${item.name}</option>`,
    )}`;
}

/**
 * The search above a listing: the island's region, with a plain form inside that posts to the search results
 * page, so that searching works before the island arrives or without JavaScript. The city is typed by name
 * there (no autocomplete without JavaScript).
 */
export function searchRegion(site: PublicSite, props: DirectorySearchProps): SafeHtml {
  const t = (key: ServerTranslationKey) => translate(site.language, key);
  const { initial } = props;
  const form = html`<form class="directory-search" method="post" action="${searchPath(1)}">
    <h2 class="directory-search-title">${t('directory.searchTitle')}</h2>
    <label>
      <span>${t('directory.service')}</span>
      <select name="${SEARCH_FIELDS.service}">
        ${options(props.services, initial?.service, t('directory.anyService'))}
      </select>
    </label>
    <label>
      <span>${t('directory.region')}</span>
      <select name="${SEARCH_FIELDS.region}">
        ${options(props.regions, initial?.region, t('directory.anyRegion'))}
      </select>
    </label>
    <label>
      <span>${t('directory.city')}</span>
      <input
        type="text"
        name="${SEARCH_FIELDS.cityName}"
        value="${initial?.city?.name ?? ''}"
        maxlength="80"
        autocomplete="address-level2"
      />
    </label>
    <button type="submit" data-hand-over="${SEARCH_SUBMIT}">${t('directory.search')}</button>
  </form>`;
  // Started when the visitor comes to it, or at once for an address with a search to show.
  return islandRegion(DIRECTORY_ISLANDS.search, props, {
    fallback: form,
    loadOn: 'interaction',
    loadOnWhen: { query: 'load' },
    className: 'search-region',
  });
}

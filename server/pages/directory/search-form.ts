import { CITY_SEARCH_RADIUS_KM } from '@shared/api/contract/directory';
import { DIRECTORY_ISLANDS, type DirectorySearchProps } from '@shared/islands/directory-island-props';
import { SEARCH_FIELDS, SEARCH_SUBMIT } from '@shared/islands/search-fields';
import { buttonClassName } from '@shared/ui/button/button-class';
import { translate, type ServerTranslationKey } from '@server/i18n/translate';
import { regionsWithCounts, type AreaCounts, type CountryAreas } from '@server/directory/areas';
import { html, type SafeHtml } from '@server/html/html';
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

/** The ids the server's form gives its controls: one search per page. */
const CONTROL_IDS = {
  service: 'directory-search-service',
  region: 'directory-search-region',
  city: 'directory-search-city',
  cityHint: 'directory-search-city-hint',
} as const;

/**
 * The search above a listing: the island's region, with a plain form inside that posts to the search results
 * page, so that searching works before the island arrives or without JavaScript. The city is typed by name
 * there (no autocomplete without JavaScript). It is drawn as the island draws its form, with the design
 * system's field and button classes and the same hint, so that nothing moves or changes look when the
 * island takes its place.
 */
export function searchRegion(site: PublicSite, props: DirectorySearchProps): SafeHtml {
  const t = (key: ServerTranslationKey) => translate(site.language, key);
  const { initial } = props;
  const form = html`<form class="directory-search" method="post" action="${searchPath(1)}">
    <h2 class="directory-search-title">${t('directory.searchTitle')}</h2>
    <div class="pp-ui-field">
      <label class="pp-ui-field__label" for="${CONTROL_IDS.service}">${t('directory.service')}</label>
      <select
        id="${CONTROL_IDS.service}"
        class="pp-ui-field__input pp-ui-field__select"
        name="${SEARCH_FIELDS.service}"
      >
        ${options(props.services, initial?.service, t('directory.anyService'))}
      </select>
    </div>
    <div class="pp-ui-field">
      <label class="pp-ui-field__label" for="${CONTROL_IDS.region}">${t('directory.region')}</label>
      <select
        id="${CONTROL_IDS.region}"
        class="pp-ui-field__input pp-ui-field__select"
        name="${SEARCH_FIELDS.region}"
      >
        ${options(props.regions, initial?.region, t('directory.anyRegion'))}
      </select>
    </div>
    <div class="pp-ui-field">
      <label class="pp-ui-field__label" for="${CONTROL_IDS.city}">${t('directory.city')}</label>
      <p class="pp-ui-field__hint" id="${CONTROL_IDS.cityHint}">
        ${translate(site.language, 'directoryIslands.search.cityHint', { radius: CITY_SEARCH_RADIUS_KM })}
      </p>
      <input
        id="${CONTROL_IDS.city}"
        class="pp-ui-field__input"
        type="text"
        name="${SEARCH_FIELDS.cityName}"
        value="${initial?.city?.name ?? ''}"
        maxlength="80"
        autocomplete="address-level2"
        aria-describedby="${CONTROL_IDS.cityHint}"
      />
    </div>
    <button
      class="${buttonClassName('primary', 'directory-search-submit')}"
      type="submit"
      data-hand-over="${SEARCH_SUBMIT}"
    >
      ${t('directory.search')}
    </button>
  </form>`;
  // Started when the visitor comes to it, or at once for an address with a search to show.
  return islandRegion(DIRECTORY_ISLANDS.search, props, {
    fallback: form,
    loadOn: 'interaction',
    loadOnWhen: { query: 'load' },
    className: 'search-region',
  });
}

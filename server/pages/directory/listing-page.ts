import type { DirectorySearchProps } from '@shared/islands/directory-island-props';
import type { DirectoryCard } from '@shared/api/contract/directory';
import { numberFormat } from '@server/i18n/formats';
import { translate, type ServerTranslationKey } from '@server/i18n/translate';
import { areaLabel, type Area } from '@server/directory/areas';
import { linkCount } from './link-count';
import type { AreaCity } from '@server/directory/areas-cities';
import { indicativePrices, marketingClaims } from '../home/marketing';
import { html, type SafeHtml } from '@server/html/html';
import { oncePerSite } from '../site-fragments';
import { itemList } from '../seo/json-ld';
import { alternatesOnEverySite, onlyAlternate, type PublicSite, type SiteUrls } from '../seo/public-site';
import { directoryDocument, type Breadcrumb } from './directory-document';
import { listingPath, type ListingAddress } from './listing-path';
import { linkControl, pagination } from './pagination';
import { providerCardList } from './provider-card';
import { LISTING_RESULTS_ID, searchRegion } from './search-form';

export type ListingPlace =
  { level: 'country' } | { level: 'area'; area: Area } | { level: 'city'; area: Area; city: AreaCity };

/** Links to other listings (nearby areas, the cities of an area), each with its number of providers. */
export interface LinkGroup {
  titleKey: ServerTranslationKey;
  links: readonly { name: string; path: string; count: number }[];
}

export interface ListingView {
  site: PublicSite;
  urls: SiteUrls;
  place: ListingPlace;
  address: ListingAddress;
  providers: readonly DirectoryCard[];
  total: number;
  /** When the page changes with time alone (a card's "recently active" mark ends); null if never. */
  marksChangeAt: Date | null;
  pageCount: number;
  pageSize: number;
  linkGroups: readonly LinkGroup[];
  search: DirectorySearchProps;
}

export function placeName(place: ListingPlace, site: PublicSite): string {
  switch (place.level) {
    case 'country':
      return translate(site.language, `countries.${site.country}`);
    case 'area':
      return areaLabel(place.area, site.country);
    case 'city':
      return place.city.name;
  }
}

/** The place as titles and descriptions name it: a city with its area, which may bear the same name. */
function placeNameInTitles(place: ListingPlace, site: PublicSite): string {
  if (place.level !== 'city') return placeName(place, site);
  return translate(site.language, 'directory.cityInArea', {
    city: place.city.name,
    area: areaLabel(place.area, site.country),
  });
}

const HEADINGS = {
  country: 'directory.headingCountry',
  area: 'directory.headingArea',
  city: 'directory.headingCity',
} as const satisfies Record<ListingPlace['level'], ServerTranslationKey>;

const INTROS = {
  country: 'directory.introCountry',
  area: 'directory.introArea',
  city: 'directory.introCity',
} as const satisfies Record<ListingPlace['level'], ServerTranslationKey>;

/** "12 wedding planners", "1 wedding planner", or that there is none yet. */
export function countText(total: number, site: PublicSite): string {
  if (total === 0) return translate(site.language, 'directory.countNone');
  if (total === 1) return translate(site.language, 'directory.countOne');
  const count = numberFormat(site.locale).format(total);
  return translate(site.language, 'directory.countMany', { number: count });
}

/** The listing's steps from the directory's root; a page after the first adds its number. */
function crumbsOf(view: ListingView): Breadcrumb[] {
  const { place, site, address } = view;
  const t = (key: ServerTranslationKey, values?: Record<string, string | number>) =>
    translate(site.language, key, values);
  const crumbs: Breadcrumb[] = [{ name: t('directory.directory'), path: listingPath({ page: 1 }) }];
  if (place.level !== 'country') {
    crumbs.push({
      name: areaLabel(place.area, site.country),
      path: listingPath({ areaSlug: place.area.slug, page: 1 }),
    });
  }
  if (place.level === 'city') {
    crumbs.push({
      name: place.city.name,
      path: listingPath({ areaSlug: place.area.slug, citySlug: place.city.slug, page: 1 }),
    });
  }
  if (address.page > 1)
    crumbs.push({ name: t('directory.pageNumber', { page: address.page }), path: listingPath(address) });
  return crumbs;
}

function linkGroupSection(group: LinkGroup, site: PublicSite, index: number): SafeHtml {
  const id = `links-${index}`;
  return html`<section class="listing-links" aria-labelledby="${id}">
    <h2 id="${id}">${translate(site.language, group.titleKey)}</h2>
    <ul>
      ${group.links.map(
        (link) =>
          html`<li>
            <a href="${link.path}">${link.name}</a>
            <span class="link-count">${linkCount(link.count, site)}</span>
          </li>`,
      )}
    </ul>
  </section>`;
}

/** The claims and the prices every listing of a site ends with. */
const marketingOf = oncePerSite(
  (site) =>
    html`<aside class="directory-marketing">
      ${marketingClaims(site.language)} ${indicativePrices(site.language, site.locale)}
    </aside>`,
);

/** A listing page: the place's heading and intro, the search, the cards, the pages, and where to go next. */
export function listingPage(view: ListingView): string {
  const { site, urls, place, address, providers, total, pageCount } = view;
  const t = (key: ServerTranslationKey, values?: Record<string, string | number>) =>
    translate(site.language, key, values);
  const name = placeName(place, site);
  const count = countText(total, site);
  const heading = t(HEADINGS[place.level], { place: name });
  const titled = t(HEADINGS[place.level], { place: placeNameInTitles(place, site) });
  const description = t('directory.listingDescription', {
    place: placeNameInTitles(place, site),
    countText: count,
  });
  const path = listingPath(address);
  const pathOfPage = (page: number) => listingPath({ ...address, page });
  const firstPosition = (address.page - 1) * view.pageSize + 1;
  return directoryDocument({
    site,
    urls,
    title: address.page > 1 ? t('directory.pagedTitle', { title: titled, page: address.page }) : titled,
    description:
      address.page > 1 ? t('directory.pagedDescription', { description, page: address.page }) : description,
    path,
    alternates:
      place.level === 'country' && address.page === 1
        ? alternatesOnEverySite(urls, path)
        : onlyAlternate(site, path),
    crumbs: crumbsOf(view),
    noindex: total === 0,
    prev: address.page > 1 ? pathOfPage(address.page - 1) : undefined,
    next: address.page < pageCount ? pathOfPage(address.page + 1) : undefined,
    jsonLd:
      providers.length > 0
        ? [
            itemList(
              providers.map((card) => ({ name: card.name, url: site.origin + card.profileUrl })),
              { firstPosition, total },
            ),
          ]
        : [],
    main: html`<h1>${heading}</h1>
      <p class="listing-intro">${t(INTROS[place.level], { place: name })}</p>
      ${searchRegion(site, view.search)}
      <div id="${LISTING_RESULTS_ID}">
        <p class="listing-count">${count}</p>
        ${providers.length > 0 && providerCardList(providers, site)}
        ${pagination(site, address.page, pageCount, linkControl(pathOfPage))}
      </div>
      ${view.linkGroups
        .filter((group) => group.links.length > 0)
        .map((group, index) => linkGroupSection(group, site, index))}
      ${marketingOf(site, urls)}`,
  });
}

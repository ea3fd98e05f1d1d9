import { translate, type ServerTranslationKey } from '@server/i18n/translate';
import { areaLabel, type Area, type AreaCounts, type CountryAreas } from '@server/directory/areas';
import { html, type SafeHtml } from '@server/html/html';
import { alternatesOnEverySite, type PublicSite, type SiteUrls } from '../seo/public-site';
import { directoryDocument } from './directory-document';
import { AREAS_PATH, areasTitleKey } from './directory-paths';
import { linkCount } from './link-count';
import { listingPath } from './listing-path';

function areaList(areas: readonly Area[], counts: AreaCounts, site: PublicSite): SafeHtml {
  return html`<ul class="area-list">
    ${areas.map(
      (area) =>
        html`<li>
          <a href="${listingPath({ areaSlug: area.slug, page: 1 })}">${areaLabel(area, site.country)}</a>
          <span class="link-count">${linkCount(counts.byArea.get(area.id) ?? 0, site)}</span>
        </li>`,
    )}
  </ul>`;
}

/**
 * `/listDepartement`: every area of the site's country with its number of providers, each linked to its
 * listing; departments are grouped by region.
 */
export function areasPage(
  site: PublicSite,
  urls: SiteUrls,
  geography: CountryAreas,
  counts: AreaCounts,
): string {
  const t = (key: ServerTranslationKey) => translate(site.language, key);
  const byDepartment = geography.level === 'department';
  const title = t(byDepartment ? 'directory.areasTitleDepartment' : 'directory.areasTitleRegion');
  const groups = byDepartment
    ? geography.regions
        .map((region) => ({ region, areas: geography.areas.filter((area) => area.regionId === region.id) }))
        .filter(({ areas }) => areas.length > 0)
    : [];
  return directoryDocument({
    site,
    urls,
    title,
    description: t(
      byDepartment ? 'directory.areasDescriptionDepartment' : 'directory.areasDescriptionRegion',
    ),
    path: AREAS_PATH,
    alternates: alternatesOnEverySite(urls, AREAS_PATH),
    crumbs: [{ name: t(areasTitleKey(site.country)), path: AREAS_PATH }],
    main: html`<h1>${title}</h1>
      ${
        byDepartment
          ? groups.map(
              ({ region, areas }) =>
                html`<section class="area-group" aria-labelledby="region-${region.id}">
                  <h2 id="region-${region.id}">${region.name}</h2>
                  ${areaList(areas, counts, site)}
                </section>`,
            )
          : areaList(geography.areas, counts, site)
      }`,
  });
}

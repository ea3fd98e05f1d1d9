import type { Queryable } from '@server/db/database';
import { regionsWithCounts, type DirectoryAreas } from '@server/directory/areas';
import { directoryServices } from '@server/directory/directory-services';
import { translate } from '@server/i18n/translate';
import { DIRECTORY_ISLANDS, type DirectorySearchProps } from '@shared/islands/directory-island-props';
import { html } from '@server/html/html';
import { islandRegion } from '../island-region';
import { DIRECTORY_ROOT } from '../directory/listing-path';
import { countrySiteOrigin, type SiteUrls } from '../seo/public-site';
import type { ProjectPageLanguage } from './project-layout';
import { titledProjectPage } from './titled-project-page';

export interface SearchPageDependencies {
  db: Queryable;
  areas: DirectoryAreas;
}

/**
 * `/search`: the directory's search island and API, for the page's country, with its optional "add to a
 * project" on each card (a visitor is asked to sign in first).
 */
export async function searchPage(
  { db, areas }: SearchPageDependencies,
  page: ProjectPageLanguage,
  urls: SiteUrls,
): Promise<string> {
  const { language, country } = page;
  const [geography, counts, services] = await Promise.all([
    areas.areasOf(country),
    areas.countsOf(country),
    directoryServices(db, language),
  ]);
  const props: DirectorySearchProps = {
    country,
    language,
    services,
    regions: regionsWithCounts(geography, counts),
    addToProject: true,
    profileOrigin: countrySiteOrigin(urls, country),
  };
  // Without JavaScript, the country site's directory lists the same planners.
  const directory = `${countrySiteOrigin(urls, country) ?? ''}${DIRECTORY_ROOT}`;
  return titledProjectPage({
    page,
    urls,
    title: translate(language, 'pages.projectSite.shell.searchTitle'),
    section: 'search',
    lead: translate(language, 'pages.projectSite.shell.searchIntro'),
    body: islandRegion(DIRECTORY_ISLANDS.search, props, {
      fallback: html`<p><a href="${directory}">${translate(language, 'pages.header.directory')}</a></p>`,
      loadOn: 'load',
      className: 'search-region',
    }),
  });
}

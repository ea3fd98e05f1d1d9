import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import type { DirectorySearchProps } from '@shared/islands/directory-island-props';
import { directoryFiltersSchema, type DirectoryFilters } from '@shared/api/contract/directory';
import { pageNumberSchema } from '@shared/api/contract/primitives';
import { translate } from '@server/i18n/translate';
import type { Queryable } from '@server/db/database';
import { directoryServices } from '@server/directory/directory-services';
import { searchDirectory } from '@server/directory/search-directory';
import { normaliseForSearch } from '@server/geography/normalise-for-search';
import { HttpError } from '@server/http/http-error';
import { searchCities } from '@server/locality/search-localities';
import type { PublicSite } from '../seo/public-site';
import type { DirectoryPageDependencies } from './directory-pages';
import { SEARCH_ROUTE } from './directory-paths';
import { SEARCH_FIELDS } from '@shared/islands/search-fields';
import { searchProps } from './search-form';
import { searchResultsPage, type SearchResultsView } from './search-results-page';

/** What the form asked for, once read: valid filters, or the text saying what is wrong. */
type SearchRequest =
  | { filters: Omit<DirectoryFilters, 'country'>; cityName: string | undefined; problem?: undefined }
  | { problem: 'directory.searchInvalid' | 'directory.searchCityUnknown'; status: number };

/** A form field's value, trimmed; absent when empty ("any service"). */
function field(form: URLSearchParams, name: string): string | undefined {
  const value = form.get(name)?.trim();
  return value ? value : undefined;
}

/** The biggest city of the country named like what was typed, an exact name before a longer one. */
async function cityNamed(db: Queryable, site: PublicSite, name: string) {
  const matches = await searchCities(db, { q: name, country: site.country, limit: 10 });
  const typed = normaliseForSearch(name);
  return matches.find((city) => normaliseForSearch(city.name) === typed) ?? matches[0] ?? null;
}

/**
 * The filters of the form, checked with the contract's schema. A city comes as an id (the island, the
 * results' page buttons) or as a name typed without JavaScript, looked up in the site's country.
 */
async function readSearchForm(
  db: Queryable,
  site: PublicSite,
  form: URLSearchParams,
): Promise<SearchRequest> {
  const cityId = field(form, SEARCH_FIELDS.city);
  let cityName = field(form, SEARCH_FIELDS.cityName);
  let city: unknown = cityId === undefined ? undefined : /^\d{1,9}$/.test(cityId) ? Number(cityId) : cityId;
  if (cityId === undefined && cityName !== undefined) {
    const found = await cityNamed(db, site, cityName);
    if (!found) return { problem: 'directory.searchCityUnknown', status: 200 };
    city = found.id;
    cityName = found.name;
  }
  const parsed = v.safeParse(directoryFiltersSchema, {
    service: field(form, SEARCH_FIELDS.service),
    region: field(form, SEARCH_FIELDS.region),
    city,
  });
  if (!parsed.success) return { problem: 'directory.searchInvalid', status: 400 };
  return { filters: parsed.output, cityName };
}

function initialOf(request: SearchRequest): DirectorySearchProps['initial'] {
  if (request.problem) return undefined;
  const { service, region, city } = request.filters;
  return {
    service,
    region,
    city: city === undefined ? undefined : { id: city, name: request.cityName ?? '' },
  };
}

/**
 * `POST /search/planners/{page}`: the search without JavaScript. The form is urlencoded, which only this
 * plugin accepts (the API stays JSON only); its filters are checked with the contract's schema and run by
 * the same search as `POST /api/directory/`.
 */
export function searchRoute({ db, clock, areas, pages, listingCounts }: DirectoryPageDependencies) {
  return async (app: FastifyInstance): Promise<void> => {
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 4096 },
      (_request, body, done) => done(null, new URLSearchParams(String(body))),
    );
    pages.within(app).post<{ Params: { page: string } }>(SEARCH_ROUTE, async (call) => {
      const { site, request, notFound, render } = call;
      const page = v.safeParse(pageNumberSchema, request.params.page);
      if (!page.success) return notFound();
      const form = request.body instanceof URLSearchParams ? request.body : new URLSearchParams();
      const searched = await readSearchForm(db, site, form);
      const [geography, counts, services] = await Promise.all([
        areas.areasOf(site.country),
        areas.countsOf(site.country),
        directoryServices(db, site.language),
      ]);
      const search = searchProps(site, { geography, counts }, services, initialOf(searched));
      // Results depend on what was posted: no cache keeps them.
      const results = (status: number, outcome: Pick<SearchResultsView, 'result' | 'problem'>) =>
        render(searchResultsPage({ site, urls: pages.urls, page: page.output, search, ...outcome }), {
          status,
          cacheControl: 'no-store',
        });

      if (searched.problem) {
        return results(searched.status, {
          result: null,
          problem: translate(site.language, searched.problem),
        });
      }
      try {
        const { result } = await searchDirectory(
          { db, counts: listingCounts },
          { ...searched.filters, country: site.country },
          page.output,
          clock.now(),
        );
        if (page.output > result.pageCount) return notFound();
        return results(200, { result });
      } catch (error) {
        // An unknown service, region or city: the search says which.
        if (error instanceof HttpError && error.statusCode === 400) {
          return results(400, { result: null, problem: error.messageIn(site.language) });
        }
        throw error;
      }
    });
  };
}

import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useMemo } from 'react';
import { I18nextProvider } from 'react-i18next';
import { apiClient } from '@shared/api/client';
import { getI18n } from '@shared/i18n';
import { defineIsland } from '@islands/define-island';
import { islandLanguage } from '../island-language';
import { DIRECTORY_ISLANDS } from '@shared/islands/island-names';
import { directorySearchPropsSchema } from '@shared/islands/directory-island-props';
import { DirectorySearch } from './directory-search';
import { SearchFlow, type HistoryPort } from './search-flow';

const browserHistory: HistoryPort = {
  search: () => location.search,
  push: (search) => history.pushState(null, '', `${location.pathname}?${search}${location.hash}`),
  onNavigate(listener) {
    window.addEventListener('popstate', listener);
    return () => window.removeEventListener('popstate', listener);
  },
};

/**
 * While the island shows results of its own, the page's results (`listingId`) would repeat or contradict
 * them below: they are hidden until the search is cleared.
 */
function useListingHiddenWhileSearching(flow: SearchFlow, listingId: string | undefined): void {
  useSignals();
  const searching = flow.state.value.results.status !== 'none';
  useEffect(() => {
    const listing = listingId ? document.getElementById(listingId) : null;
    if (!listing) return;
    listing.hidden = searching;
    return () => {
      listing.hidden = false;
    };
  }, [listingId, searching]);
}

/** `data-island="directory-search"`: the search form above a listing, and its results. */
export default defineIsland(
  DIRECTORY_ISLANDS.search,
  directorySearchPropsSchema,
  function DirectorySearchIsland({ country, language, services, regions, initial, listingId }) {
    const spoken = islandLanguage(language);
    const flow = useMemo(
      () =>
        new SearchFlow(
          {
            country,
            language: spoken,
            known: {
              services: new Set(services.map((service) => service.slug)),
              regions: new Set(regions.map((region) => region.slug)),
            },
            initialForm: {
              service: initial?.service ?? '',
              region: initial?.region ?? '',
              cityText: initial?.city?.name ?? '',
              city: initial?.city ?? null,
            },
          },
          {
            api: apiClient,
            history: browserHistory,
            setTimeout: (run, ms) => globalThis.setTimeout(run, ms),
            clearTimeout: (handle) => globalThis.clearTimeout(handle),
          },
        ),
      [country, spoken, services, regions, initial],
    );
    useEffect(() => {
      flow.start();
      return () => flow.stop();
    }, [flow]);
    useListingHiddenWhileSearching(flow, listingId);
    return (
      <I18nextProvider i18n={getI18n(spoken)}>
        <DirectorySearch
          flow={flow}
          services={services}
          regions={regions}
          country={country}
          language={spoken}
        />
      </I18nextProvider>
    );
  },
);

import { useEffect, useMemo } from 'react';
import { I18nextProvider } from 'react-i18next';
import { apiClient } from '../../../shared/api/client';
import { getI18n } from '../../../shared/i18n';
import { defineIsland } from '../../define-island';
import { islandLanguage } from '../island-language';
import { DIRECTORY_ISLANDS } from '../island-names';
import { directorySearchPropsSchema } from '../island-props';
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

/** `data-island="directory-search"`: the search form above a listing, and its results. */
export default defineIsland(
  DIRECTORY_ISLANDS.search,
  directorySearchPropsSchema,
  function DirectorySearchIsland({ country, language, services, regions, initial }) {
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

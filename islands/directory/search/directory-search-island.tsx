import { useEffect, useMemo } from 'react';
import { defineFramedIsland, type SpokenProps } from '@islands/island-frame';
import { DIRECTORY_ISLANDS } from '@shared/islands/island-names';
import { directorySearchPropsSchema } from '@shared/islands/directory-island-props';
import { DirectorySearch } from './directory-search';
import { useSearch, type HistoryPort } from './use-search';

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
function useListingHiddenWhileSearching(searching: boolean, listingId: string | undefined): void {
  useEffect(() => {
    const listing = listingId ? document.getElementById(listingId) : null;
    if (!listing) return;
    listing.hidden = searching;
    return () => {
      listing.hidden = false;
    };
  }, [listingId, searching]);
}

function SearchIsland({
  country,
  language,
  services,
  regions,
  initial,
  listingId,
  addToProject,
  profileOrigin,
}: SpokenProps<typeof directorySearchPropsSchema>) {
  const known = useMemo(
    () => ({
      services: new Set(services.map((service) => service.slug)),
      regions: new Set(regions.map((region) => region.slug)),
    }),
    [services, regions],
  );
  const search = useSearch({
    country,
    language,
    known,
    initialForm: {
      service: initial?.service ?? '',
      region: initial?.region ?? '',
      cityText: initial?.city?.name ?? '',
      city: initial?.city ?? null,
    },
    history: browserHistory,
  });
  useListingHiddenWhileSearching(search.state.query !== null, listingId);
  return (
    <DirectorySearch
      search={search}
      services={services}
      regions={regions}
      country={country}
      language={language}
      addToProject={addToProject}
      profileOrigin={profileOrigin}
    />
  );
}

/** `data-island="directory-search"`: the search form above a listing, and its results. */
export default defineFramedIsland(DIRECTORY_ISLANDS.search, directorySearchPropsSchema, SearchIsland);

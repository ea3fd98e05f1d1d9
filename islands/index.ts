import { whenNeeded } from '@widgets/loader/load-trigger';
import { DIRECTORY_ISLANDS } from '@shared/islands/island-names';
import { ISLAND_TEXTS } from '@shared/islands/island-texts';
import type { IslandName } from '@shared/islands/registry';
import type { IslandDefinition } from './define-island';

/** What an island's module exports. */
export interface IslandModule {
  default: IslandDefinition;
}

/**
 * Every island of the three hosts, by the name the server writes in the region:
 * `<div data-island="name" data-props='{"…":…}' data-load-on="visible|idle|load">server HTML</div>`.
 * The server's HTML stays until the island's code arrives, then the component replaces it with the props
 * read from `data-props`. Each island is its own chunk, fetched only by a page that has one.
 */
const islands: Readonly<Record<IslandName, () => Promise<IslandModule>>> = {
  [DIRECTORY_ISLANDS.search]: () => import('./directory/search/directory-search-island'),
  [DIRECTORY_ISLANDS.favoriteButton]: () => import('./directory/favorites/favorite-button-island'),
  [DIRECTORY_ISLANDS.imageViews]: () => import('./directory/image-views/image-views-island'),
};

/** The regions already taken over, shared by every copy of this script on the page. */
function mountedRegions(): WeakSet<Element> {
  const key = Symbol.for('pp-islands.mounted-regions');
  const holder = globalThis as typeof globalThis & { [key]?: WeakSet<Element> };
  return (holder[key] ??= new WeakSet());
}

function isIslandName(name: string): name is IslandName {
  return Object.hasOwn(islands, name);
}

function propsOf(region: HTMLElement): unknown {
  const json = region.dataset.props;
  return json ? JSON.parse(json) : {};
}

/**
 * The island's texts in its language, and the failure screen's in the page's, fetched beside its code: the
 * island's first render is already translated, and so is the failure screen if it throws.
 */
async function loadTextsOf(name: IslandName, props: unknown): Promise<void> {
  const texts = await import('@shared/i18n/element-texts');
  await Promise.all([
    texts.loadTexts(texts.languageOfIslandProps(props), ISLAND_TEXTS[name]),
    texts.loadTexts(texts.failureScreenLanguage(), texts.FAILURE_SCREEN_TEXTS),
  ]);
}

/**
 * Renders the island inside a failure boundary: an island that throws while rendering shows the global failure
 * screen in the page's language, with its button that reloads the page, instead of an empty hole.
 */
async function mount(
  name: IslandName,
  region: HTMLElement,
  load: () => Promise<IslandModule>,
): Promise<void> {
  const props = propsOf(region);
  const [{ default: island }, { createRoot }, { inFailureBoundary }] = await Promise.all([
    load(),
    import('react-dom/client'),
    import('@shared/ui/failure-screen'),
    loadTextsOf(name, props),
  ]);
  const element = island.render(props);
  if (element !== null) createRoot(region).render(inFailureBoundary(name, element));
}

const mounted = mountedRegions();
for (const region of document.querySelectorAll<HTMLElement>('[data-island]')) {
  const name = region.dataset.island ?? '';
  if (mounted.has(region)) continue;
  if (!isIslandName(name)) {
    console.error(`There is no island named "${name}".`);
    continue;
  }
  mounted.add(region);
  whenNeeded(region, () => {
    mount(name, region, islands[name]).catch((error: unknown) =>
      console.error(`The island "${name}" could not start.`, error),
    );
  });
}

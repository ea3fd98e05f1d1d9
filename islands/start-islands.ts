import { whenNeeded } from '@shared/loading/load-trigger';
import type { Namespace } from '@shared/i18n/catalogs/namespaces';
import type { IslandDefinition } from './define-island';
import { applyHandOver, watchForHandOver, type HandOverWatch } from './hand-over';

/** What an island's module exports. */
export interface IslandModule {
  default: IslandDefinition;
}

/** The import of an island's module. */
export type IslandLoader = () => Promise<IslandModule>;

/** For each island name (`data-island`) a page may hold, the import of its module. */
export type IslandLoaders = Readonly<Record<string, IslandLoader>>;

/** For each island name, the text namespaces it reads (none when it is not listed). */
export type IslandTexts = Readonly<Record<string, readonly Namespace[]>>;

/** The regions already taken over, shared by every copy of this script on the page. */
function mountedRegions(): WeakSet<Element> {
  const key = Symbol.for('pp-islands.mounted-regions');
  const holder = globalThis as typeof globalThis & { [key]?: WeakSet<Element> };
  return (holder[key] ??= new WeakSet());
}

function propsOf(region: HTMLElement): unknown {
  const json = region.dataset.props;
  return json ? JSON.parse(json) : {};
}

/**
 * The island's texts in its language, and the failure screen's in the page's, fetched beside its code: the
 * island's first render is already translated, and so is the failure screen if it throws.
 */
async function loadTextsOf(namespaces: readonly Namespace[], props: unknown): Promise<void> {
  const texts = await import('@shared/i18n/element-texts');
  await Promise.all([
    texts.loadTexts(texts.languageOfIslandProps(props), namespaces),
    texts.loadTexts(texts.failureScreenLanguage(), texts.FAILURE_SCREEN_TEXTS),
  ]);
}

/**
 * Renders the island inside a failure boundary: an island that throws while rendering shows the global failure
 * screen in the page's language, with its button that reloads the page, instead of an empty hole.
 */
async function mount(
  name: string,
  region: HTMLElement,
  load: () => Promise<IslandModule>,
  namespaces: readonly Namespace[],
  handOver: HandOverWatch,
): Promise<void> {
  const props = propsOf(region);
  const [{ default: island }, { createRoot }, { inFailureBoundary }, { createElement, useLayoutEffect }] =
    await Promise.all([
      load(),
      import('react-dom/client'),
      import('@shared/ui/failure-screen'),
      import('react'),
      loadTextsOf(namespaces, props),
    ]);
  const element = island.render(props);
  const given = handOver.take();
  if (element === null) return;
  // Once the island's first frame is in the page, it receives what the visitor did in the server's HTML.
  function HandedOver() {
    useLayoutEffect(() => {
      region.dataset.islandStarted = '';
      applyHandOver(region, given);
    }, []);
    return element;
  }
  createRoot(region).render(inFailureBoundary(name, createElement(HandedOver)));
}

/**
 * Takes over the regions the server wrote, `<div data-island="name" data-props='{"…":…}'
 * data-load-on="visible|idle|load|interaction">server HTML</div>`: the server's HTML stays until the island's
 * code arrives, then the island replaces it, rendered with the props read from `data-props`, and is handed
 * what the visitor did in the server's HTML meanwhile (`hand-over.ts`). A started region carries
 * `data-island-started`.
 */
export function startIslands(loaders: IslandLoaders, texts: IslandTexts = {}): void {
  const mounted = mountedRegions();
  for (const region of document.querySelectorAll<HTMLElement>('[data-island]')) {
    const name = region.dataset.island ?? '';
    const load = loaders[name];
    if (mounted.has(region)) continue;
    if (!load) {
      console.error(`There is no island named "${name}".`);
      continue;
    }
    mounted.add(region);
    const handOver = watchForHandOver(region);
    whenNeeded(region, () => {
      mount(name, region, load, texts[name] ?? [], handOver).catch((error: unknown) => {
        handOver.release();
        console.error(`The island "${name}" could not start.`, error);
      });
    });
  }
}

import type { ComponentType } from 'react';
import { whenNeeded } from '../widgets/loader/load-trigger';

/** What an island's module exports: the component that takes over its region. */
export interface IslandModule {
  default: ComponentType<Record<string, unknown>>;
}

/**
 * Every island of the three hosts, by the name the server writes in the region:
 * `<div data-island="name" data-props='{"…":…}' data-load-on="visible|idle|load">server HTML</div>`.
 * The server's HTML stays until the island's code arrives, then the component replaces it with the props
 * read from `data-props`.
 */
const islands: Readonly<Record<string, () => Promise<IslandModule>>> = {};

/** The regions already taken over, shared by every copy of this script on the page. */
function mountedRegions(): WeakSet<Element> {
  const key = Symbol.for('pp-islands.mounted-regions');
  const holder = globalThis as typeof globalThis & { [key]?: WeakSet<Element> };
  return (holder[key] ??= new WeakSet());
}

function propsOf(region: HTMLElement): Record<string, unknown> {
  const json = region.dataset.props;
  if (!json) return {};
  const props: unknown = JSON.parse(json);
  if (typeof props !== 'object' || props === null || Array.isArray(props)) {
    throw new TypeError('data-props must hold a JSON object.');
  }
  return props as Record<string, unknown>;
}

async function mount(region: HTMLElement, load: () => Promise<IslandModule>): Promise<void> {
  const [{ default: Island }, { createElement }, { createRoot }] = await Promise.all([
    load(),
    import('react'),
    import('react-dom/client'),
  ]);
  createRoot(region).render(createElement(Island, propsOf(region)));
}

const mounted = mountedRegions();
for (const region of document.querySelectorAll<HTMLElement>('[data-island]')) {
  const name = region.dataset.island ?? '';
  const load = islands[name];
  if (mounted.has(region)) continue;
  if (!load) {
    console.error(`There is no island named "${name}".`);
    continue;
  }
  mounted.add(region);
  whenNeeded(region, () => {
    mount(region, load).catch((error: unknown) =>
      console.error(`The island "${name}" could not start.`, error),
    );
  });
}

import { ASSETS_PREFIX } from '@shared/api/asset-url';
import { html, type SafeHtml } from '@server/html/html';
import { builtManifest, type Manifest } from './assets';

/**
 * The regions of islands that start as soon as the page runs (`data-load-on="load"`), as `islandRegion` writes
 * them: JSON in `data-props` is escaped, so the attribute holds no quote.
 */
const STARTED_AT_ONCE = /data-island="([a-z-]+)"\s+data-props="[^"]*"\s+data-load-on="load"/g;

/** The names of the islands a page's body starts at once, each once, in the page's order. */
export function islandsStartedAtOnce(body: string): string[] {
  return [...new Set(Array.from(body.matchAll(STARTED_AT_ONCE), ([, name]) => name ?? ''))];
}

/** An island's module is `<name>-island.tsx` (islands/island-loaders.ts imports them; a test keeps them so). */
function islandModuleKey(manifest: Manifest, name: string): string | undefined {
  return Object.keys(manifest).find((key) => key.endsWith(`/${name}-island.tsx`));
}

/**
 * The files the modules of `islands` need before they run: each island's chunk and every chunk it imports
 * statically, each once, without the entries (islands.js is already in the page).
 */
export function islandModuleFiles(manifest: Manifest, islands: readonly string[]): string[] {
  const files: string[] = [];
  const visited = new Set<string>();
  const visit = (key: string) => {
    if (visited.has(key)) return;
    visited.add(key);
    const chunk = manifest[key];
    if (!chunk || chunk.isEntry) return;
    files.push(ASSETS_PREFIX + chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const island of islands) {
    const key = islandModuleKey(manifest, island);
    if (key) visit(key);
  }
  return files;
}

/** By the names of the islands started at once: the pages' templates make a handful of such sets. */
const preloadTags = new Map<string, SafeHtml>();

/**
 * `<link rel="modulepreload">` in the page's head for the code of the islands it starts at once. Without them,
 * Vite's preload helper appends a link per chunk when islands.js runs, after the first paint: on the project
 * site's home, fifty-odd insertions in one task, the largest share of its blocking time, and every chunk
 * requested only then. The helper leaves out a chunk the page already links. At low priority, so that the code
 * does not take the bandwidth the stylesheet and the fonts need for the first paint (slow 4G, 4× CPU, observed:
 * the first paint unchanged, the island started 0.5 s sooner). Nothing before the build.
 */
export function islandPreloadTags(body: string): SafeHtml | undefined {
  const islands = islandsStartedAtOnce(body);
  if (islands.length === 0) return undefined;
  const id = islands.join(' ');
  const kept = preloadTags.get(id);
  if (kept) return kept;
  const manifest = builtManifest();
  if (!manifest) return undefined;
  const tags = html`${islandModuleFiles(manifest, islands).map(
    (file) => html`<link rel="modulepreload" href="${file}" crossorigin fetchpriority="low" />`,
  )}`;
  preloadTags.set(id, tags);
  return tags;
}

/** The part of Vite's `dist/.vite/manifest.json` the size report reads. */
export interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

/** Named by vite.config.ts (`codeSplitting.groups`): React, ReactDOM and the element wrapper. */
const REACT_RUNTIME_NAME = 'react-runtime';
const ELEMENT_SOURCE = /^widgets\/([^/]+)\/element\.tsx?$/;
/** One namespace of texts in one language: its own chunk, fetched before an element or island renders. */
const TEXTS_SOURCE = /^shared\/i18n\/catalogs\/([^/]+)\/([a-z]{2})\.ts$/;

export interface ElementChunk {
  /** The element's folder under widgets/. */
  name: string;
  key: string;
}

function chunkAt(manifest: Manifest, key: string): ManifestChunk {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`manifest: no chunk "${key}"`);
  return chunk;
}

export function entryKey(manifest: Manifest, file: string): string | undefined {
  return Object.keys(manifest).find((key) => manifest[key]?.isEntry && manifest[key]?.file === file);
}

export function reactRuntimeKey(manifest: Manifest): string {
  const key = Object.keys(manifest).find((candidate) => manifest[candidate]?.name === REACT_RUNTIME_NAME);
  if (!key) throw new Error(`manifest: no chunk named "${REACT_RUNTIME_NAME}" (see vite.config.ts)`);
  return key;
}

export function elementChunks(manifest: Manifest): ElementChunk[] {
  return Object.entries(manifest).flatMap(([key, chunk]) => {
    const name = chunk.src?.match(ELEMENT_SOURCE)?.[1];
    return name && chunk.isDynamicEntry ? [{ name, key }] : [];
  });
}

/**
 * The files the browser fetches once the chunk at `key` is asked for, before its code runs: the chunk, its
 * style sheets and, transitively, its static imports (Vite's preload helper fetches them in parallel).
 * Dynamic imports are left out: they wait for an element to be on the page.
 */
export function downloadsOf(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  const files = new Set<string>();
  if (seen.has(key)) return files;
  seen.add(key);
  const chunk = chunkAt(manifest, key);
  files.add(chunk.file);
  for (const css of chunk.css ?? []) files.add(css);
  for (const imported of chunk.imports ?? []) {
    for (const file of downloadsOf(manifest, imported, seen)) files.add(file);
  }
  return files;
}

/**
 * The chunks of texts an element or island fetches before its first render: `namespaces` in `language`, each
 * its own chunk (see shared/i18n/load-texts.ts). They are dynamic imports, so `downloadsOf` leaves them out.
 */
export function textsDownloads(
  manifest: Manifest,
  namespaces: readonly string[],
  language: string,
): Set<string> {
  const files = new Set<string>();
  for (const namespace of namespaces) {
    for (const file of downloadsOf(manifest, `shared/i18n/catalogs/${namespace}/${language}.ts`))
      files.add(file);
  }
  return files;
}

/** What each file is for, as the size table shows it. */
export function rolesOf(manifest: Manifest): Map<string, string> {
  const roles = new Map<string, string>();
  const runtime = reactRuntimeKey(manifest);
  for (const [key, chunk] of Object.entries(manifest)) {
    const element = chunk.src?.match(ELEMENT_SOURCE)?.[1];
    const [, namespace, language] = chunk.src?.match(TEXTS_SOURCE) ?? [];
    if (key === runtime) roles.set(chunk.file, 'React runtime (shared)');
    else if (element) roles.set(chunk.file, `element ${element}`);
    else if (namespace && language) roles.set(chunk.file, `texts ${namespace} (${language})`);
    else if (chunk.isEntry) roles.set(chunk.file, `entry (${chunk.src ?? chunk.name})`);
    else roles.set(chunk.file, `shared chunk (${chunk.name ?? key})`);
    for (const css of chunk.css ?? [])
      roles.set(css, `style of ${element ? `element ${element}` : chunk.file}`);
  }
  return roles;
}

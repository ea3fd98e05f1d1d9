import { normaliseForSearch } from './normalise-for-search';

/** A URL path segment: `Provence-Alpes-Côte d'Azur` → `provence-alpes-cote-d-azur`; only a–z, 0–9 and hyphens. */
export function slugify(text: string): string {
  return normaliseForSearch(text)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/**
 * Gives each item a slug unique among its siblings: the plain slug of its name for the first (items come
 * sorted, most important first, so "paris" goes to the capital), then `-2`, `-3`… for the namesakes.
 * Deterministic: the same items in the same order always get the same slugs.
 */
export function assignUniqueSlugs<T>(
  items: readonly T[],
  nameOf: (item: T) => string,
  siblingsKey: (item: T) => string,
  fallback: (item: T) => string,
): Map<T, string> {
  const taken = new Set<string>();
  const slugs = new Map<T, string>();
  for (const item of items) {
    const base = slugify(nameOf(item)) || slugify(fallback(item));
    let slug = base;
    for (let n = 2; taken.has(`${siblingsKey(item)}/${slug}`); n += 1) slug = `${base}-${n}`;
    taken.add(`${siblingsKey(item)}/${slug}`);
    slugs.set(item, slug);
  }
  return slugs;
}

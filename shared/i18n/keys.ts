import type { Catalog } from './catalogs/namespaces';

/** The dotted paths of a catalog's texts (`validation.phoneInvalid`). */
export type LeafPaths<T> = {
  [K in keyof T & string]: T[K] extends string ? K : `${K}.${LeafPaths<T[K]>}`;
}[keyof T & string];

/** Every text's key in dotted form (`validation.phoneInvalid`), derived from the French catalog. */
export type TranslationKey = LeafPaths<Catalog>;

import type { Catalog } from './catalogs/fr';

type LeafPaths<T> = {
  [K in keyof T & string]: T[K] extends string ? K : `${K}.${LeafPaths<T[K]>}`;
}[keyof T & string];

/** Every text's key in dotted form (`validation.phoneInvalid`), derived from the French catalog. */
export type TranslationKey = LeafPaths<Catalog>;

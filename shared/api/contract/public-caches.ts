import type { PublicCache } from '../endpoint';

/** Reference lists change with a deployment or a seed, counts with a sign-up: a short shared cache is fine. */
export const LIST_CACHE: PublicCache = { maxAgeSeconds: 300 };

/** The gazetteer changes only on import: browsers and proxies may keep an answer for a while. */
export const GAZETTEER_CACHE: PublicCache = { maxAgeSeconds: 3600 };

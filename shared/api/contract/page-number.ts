import * as v from 'valibot';

/** Deeper pages are refused: nobody reads page 500, and deep offsets cost the database. */
export const MAX_PAGE_NUMBER = 500;

/** How many pages a list of `total` entries has: at least one, even when it is empty. */
export function pageCountOf(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/**
 * What a paginated answer says of its list besides the page's entries: which page this is, how many there are
 * (at least 1, even when the list is empty) and how many entries in all. A page past the last is empty.
 */
export const listPageEntries = {
  page: v.number(),
  pageCount: v.number(),
  total: v.number(),
};

/** Deeper pages are refused: nobody reads page 500, and deep offsets cost the database. */
export const MAX_PAGE_NUMBER = 500;

/** How many pages a list of `total` entries has: at least one, even when it is empty. */
export function pageCountOf(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/**
 * The names of a search's filters, in the island's query string and in the server's no-JS form alike (the
 * results' page buttons re-post them).
 */
export const SEARCH_FIELDS = {
  service: 'service',
  region: 'region',
  /** A city's id. */
  city: 'city',
  /** A city's name: what the field shows, and what a visitor types without JavaScript. */
  cityName: 'cityName',
} as const;

/** The search's button, marked alike in the server's form and the island (a click before it starts is carried over). */
export const SEARCH_SUBMIT = 'search-submit';

import * as v from 'valibot';
import { stopAtFirstIssue } from '@shared/validation/text';

/** Deeper pages are refused: nobody reads page 500, and deep offsets cost the database. */
export const MAX_PAGE_NUMBER = 500;

/** A page number of a paginated list, as a JSON number or as a query or path segment gives it (digits only). */
export const pageNumberSchema = v.pipe(
  v.union([
    v.pipe(stopAtFirstIssue(v.pipe(v.string(), v.maxLength(4), v.regex(/^\d+$/))), v.transform(Number)),
    v.number(),
  ]),
  v.integer(),
  v.minValue(1),
  v.maxValue(MAX_PAGE_NUMBER),
);

/** How many pages a list of `total` entries has: at least one, even when it is empty. */
export function pageCountOf(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

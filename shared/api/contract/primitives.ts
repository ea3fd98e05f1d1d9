import * as v from 'valibot';
import { boundedText, stopAtFirstIssue } from '@shared/validation/text';
import { MAX_PAGE_NUMBER } from './page-number';

/*
 * The values every part of the contract repeats, each described once. Names: a new endpoint spells a postal
 * code `zipCode`, a row id `id` (or `<thing>Id`), a public id `publicId`; the names the specification fixes
 * for the legacy endpoints stay as they are there (`cp` on a provider card, `zipcode` on a picked city,
 * `prestataire` and `project` ids of send-to-prestataire).
 */

/**
 * The largest PostgreSQL `integer`, the type of every id and count column: a bigger number can name no row,
 * and would make the query itself fail (`integer out of range`) instead of finding nothing.
 */
export const DATABASE_INTEGER_MAX = 2_147_483_647;

/** A row id in a JSON body. */
export const databaseIdSchema = v.pipe(
  v.number(),
  v.integer(),
  v.minValue(1),
  v.maxValue(DATABASE_INTEGER_MAX),
);

/** A row id as a path segment or query value writes it: digits only, no sign, no leading zero. */
export const databaseIdTextSchema = v.pipe(
  stopAtFirstIssue(
    v.pipe(v.string(), v.maxLength(String(DATABASE_INTEGER_MAX).length), v.regex(/^[1-9]\d*$/)),
  ),
  v.transform(Number),
  v.maxValue(DATABASE_INTEGER_MAX),
);

/** A public id (a provider's, kept by favourites): a UUID, checked for length before its shape. */
export const uuidSchema = stopAtFirstIssue(v.pipe(v.string(), v.length(36), v.uuid()));

/**
 * A whole number read from a query string or a path segment (digits, at most one more than `max` has, for a
 * leading zero) or given as a JSON number, within `min`–`max`: the handler receives a number either way.
 */
export function queryIntegerSchema({ min, max }: { min: number; max: number }) {
  return v.pipe(
    v.union([
      v.pipe(
        stopAtFirstIssue(v.pipe(v.string(), v.maxLength(String(max).length + 1), v.regex(/^\d+$/))),
        v.transform(Number),
      ),
      v.number(),
    ]),
    v.integer(),
    v.minValue(min),
    v.maxValue(max),
  );
}

/** A page number of a paginated list, 1 to MAX_PAGE_NUMBER, as a JSON number or as a query or path gives it. */
export const pageNumberSchema = queryIntegerSchema({ min: 1, max: MAX_PAGE_NUMBER });

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A catalogue entry's slug (`wedding`, `full-service`, `ile-de-france`): lower-case words and hyphens. */
export const slugSchema = stopAtFirstIssue(v.pipe(boundedText({ max: 120 }), v.regex(SLUG)));

/** What a visitor types into a city autocomplete. */
export const searchTextSchema = stopAtFirstIssue(v.pipe(boundedText({ max: 80 }), v.minLength(1)));

/** Degrees north of the equator, as a place picked in an autocomplete carries them. */
export const latitudeSchema = v.pipe(v.number(), v.minValue(-90), v.maxValue(90));

/** Degrees east of Greenwich. */
export const longitudeSchema = v.pipe(v.number(), v.minValue(-180), v.maxValue(180));

/** A postal code as a couple types or picks it (`69001`, `1050`, `SW1A 1AA`), spelled `zipCode`. */
export const zipCodeSchema = boundedText({ max: 16 });

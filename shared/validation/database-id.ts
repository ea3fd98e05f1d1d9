import * as v from 'valibot';
import { stopAtFirstIssue } from './text';

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

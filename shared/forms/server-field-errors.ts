import * as v from 'valibot';
import { ApiError } from '@shared/api/client/errors';
import { errorBody } from '@shared/api/error-body';

/**
 * The fields a refused request names: a 400 whose body has `fields` (a field's dot path, as the request
 * schema spells it, mapped to its message in the caller's language). Null for any other failure.
 */
export function serverFieldMessages(cause: unknown): Readonly<Record<string, string>> | null {
  if (!(cause instanceof ApiError) || cause.status !== 400) return null;
  const body = v.safeParse(errorBody, cause.body);
  if (!body.success || body.output.fields === undefined) return null;
  return Object.keys(body.output.fields).length > 0 ? body.output.fields : null;
}

export interface PlacedMessages<Name extends string> {
  /**
   * Each field of the form that a message lands on, in the form's order, with its first message: a top-level
   * field, or a field of a list's row (`networks.0.url`) when the list is one of the form's fields.
   */
  placed: [Name | `${Name}.${string}`, string][];
  /** Whether some message names no field of the form: the form then shows the failure as a whole too. */
  leftOver: boolean;
}

/**
 * Where the server's messages land: a path that is a field of the form, or a field inside one of its lists,
 * lands on it; a path the form fills from another field (a picked city's postal code) lands on that field
 * through `aliases`, unless the field has a message of its own.
 */
export function placeServerMessages<Name extends string>(
  messages: Readonly<Record<string, string>>,
  names: readonly Name[],
  aliases: Readonly<Partial<Record<string, Name>>> = {},
): PlacedMessages<Name> {
  const rootOf = (path: string) => names.find((field) => path === field || path.startsWith(`${field}.`));
  const byField = new Map<string, string>();
  const entries = Object.entries(messages);
  let leftOver = false;
  // A field's own message first; then those of the request fields it fills, when it has none.
  for (const [path, message] of entries) {
    if (rootOf(path) !== undefined) byField.set(path, message);
  }
  for (const [path, message] of entries) {
    if (rootOf(path) !== undefined) continue;
    const name = aliases[path];
    if (name === undefined) leftOver = true;
    else if (!byField.has(name)) byField.set(name, message);
  }
  const order = (path: string) => names.findIndex((name) => name === rootOf(path));
  const placed = [...byField]
    .sort(([a], [b]) => order(a) - order(b))
    .map(([path, message]): [Name | `${Name}.${string}`, string] => [path as Name, message]);
  return { placed, leftOver };
}

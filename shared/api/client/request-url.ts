const PATH_PARAMETER = /:([A-Za-z_][A-Za-z0-9_]*)/g;

/** Replaces the `:name` segments of a contract path with the URI-encoded values of `params`. */
export function fillPath(path: string, params: Readonly<Record<string, unknown>> | undefined): string {
  return path.replace(PATH_PARAMETER, (_segment, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) {
      throw new TypeError(`The path ${path} needs the parameter "${name}".`);
    }
    return encodeURIComponent(queryValue(name, value));
  });
}

function queryValue(key: string, value: unknown): string {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
    return String(value);
  if (typeof value === 'bigint') return value.toString();
  throw new TypeError(`"${key}" cannot go in a URL: only strings, numbers, booleans and dates can.`);
}

/**
 * The query string (with its `?`, or empty) carrying the input of a GET or DELETE call. Absent values (`undefined`
 * or `null`) are left out; an array repeats its key, which is how Fastify's parser reads arrays back.
 */
export function queryString(input: unknown): string {
  if (input === undefined || input === null) return '';
  if (typeof input !== 'object' || Array.isArray(input)) {
    throw new TypeError('The input of a GET or DELETE call must be an object of query parameters.');
  }
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(input)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== undefined && item !== null) search.append(key, queryValue(key, item));
    }
  }
  const query = search.toString();
  return query === '' ? '' : `?${query}`;
}

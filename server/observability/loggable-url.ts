/**
 * Query parameters whose values say nothing about anyone: a list's page, a page's language, an image's width
 * and format. Every other value is replaced in the logs, whatever its name: signed links carry tokens
 * (`/review?token=`, the email confirmation's), the development outbox a phone number or an address
 * (`?phone=`, `?to=`), Instagram's return an authorisation code, a payment's return its session.
 */
const LOGGED_QUERY_VALUES: ReadonlySet<string> = new Set(['page', 'locale', 'w', 'format']);

const HIDDEN_VALUE = '…';

const PARAMETER_NAME = /^[\w-]{1,32}$/;

/** `url` (a request's path and query) as the logs may keep it: the path, and the query with its values hidden. */
export function loggableUrl(url: string): string {
  const start = url.indexOf('?');
  if (start < 0) return url;
  const query = url
    .slice(start + 1)
    .split('&')
    .map((pair) => {
      const [name = ''] = pair.split('=', 1);
      if (LOGGED_QUERY_VALUES.has(name)) return pair;
      // A name is kept when it looks like one; what a client wrote in its place could be anything.
      return PARAMETER_NAME.test(name) ? `${name}=${HIDDEN_VALUE}` : HIDDEN_VALUE;
    });
  return `${url.slice(0, start)}?${query.join('&')}`;
}

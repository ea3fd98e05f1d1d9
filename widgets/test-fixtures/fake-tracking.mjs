/**
 * A stand-in for tracking URLs during the element tests (a web-test-runner middleware). Any
 * `GET /test-tracking/<name>` is counted and answered 204, cacheable for an hour (so a ping that the browser
 * served from its cache would not be counted); `GET /test-tracking-hits/<name>` answers the list of the
 * `Sec-Fetch-Mode` of each request received for that name.
 */
const hits = new Map();

/** @type {import('@web/dev-server-core').Middleware} */
export async function fakeTracking(context, next) {
  const [, route, name] = context.path.split('/');
  if (route === 'test-tracking' && name) {
    hits.set(name, [...(hits.get(name) ?? []), context.get('sec-fetch-mode')]);
    context.status = 204;
    context.set('cache-control', 'public, max-age=3600');
    return;
  }
  if (route === 'test-tracking-hits' && name) {
    context.type = 'application/json';
    context.body = JSON.stringify(hits.get(name) ?? []);
    return;
  }
  return next();
}

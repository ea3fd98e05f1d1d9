/** What the islands' element tests share, beside widgets/test-fixtures/browser-helpers.js. */

/**
 * Adds an island's region to the page, loaded at once. Regions must be in the page before `islands.js` runs:
 * the loader takes over the regions the server wrote.
 */
export function addRegion(name, props, fallback = '') {
  const region = document.createElement('div');
  region.dataset.island = name;
  region.dataset.loadOn = 'load';
  region.dataset.props = JSON.stringify(props);
  region.innerHTML = fallback;
  document.body.append(region);
  return region;
}

export function setCookie(name, value) {
  document.cookie = `${name}=${value}; path=/`;
}

export function signOut() {
  for (const name of ['token', 'refresh_token']) document.cookie = `${name}=; path=/; max-age=0`;
}

/** The requests made to `path` (with `method`) among those the fake API recorded. */
export function callsTo(calls, method, path) {
  return calls.filter((call) => call.method === method && call.path === path);
}

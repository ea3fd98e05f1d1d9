/**
 * A stand-in for the directory's API in the islands' element tests, installed in the page over `fetch` (the
 * API client looks `fetch` up at each call); every other request goes on to the test server, whose fake
 * contact API (widgets/test-fixtures/fake-contact-api.mjs) signs visitors in: `+33677…` phones have an
 * account, the code is 123456, the tokens are `fake-…`.
 *
 * The favourites need a `fake-…` bearer token (else 401). The test changes `scenario` to make a call fail.
 */

export const LUMIERE = '0b6c5a0e-0000-4000-8000-000000000001';
export const JOURS = '0b6c5a0e-0000-4000-8000-000000000002';
export const SOLEIL = '0b6c5a0e-0000-4000-8000-000000000003';

/** A provider card as the search answers it; `n` makes it unique. */
export function card(n, extra = {}) {
  return {
    id: n,
    publicId: `0b6c5a0e-0000-4000-8000-${String(n).padStart(12, '0')}`,
    name: `Planner ${n}`,
    city: 'Lyon',
    cp: '69',
    profileUrl: `/wedding-planner/planner-${n}`,
    profileImage: null,
    isPremium: false,
    hasLoggedInTheLastDays: false,
    langues: [{ iso: 'fr', label: 'Français' }],
    excerpt: 'Wedding planner passionnée…',
    ...extra,
  };
}

const CITIES = [
  { id: 4213, name: 'Lyon', postalCode: '69001', area: 'Rhône' },
  { id: 4214, name: 'Lyons-la-Forêt', postalCode: '27480', area: 'Eure' },
];

function json(status, body) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function failure(status, message) {
  return json(status, { statusCode: status, error: 'Error', message });
}

/**
 * Installs the fake and returns what it records (`calls`: every request made through `fetch`, with its method,
 * path, query, body, bearer token and whether it was aborted before it left) and the `scenario` it answers
 * from.
 */
export function installFakeDirectoryApi() {
  const calls = [];
  const scenario = {
    favorites: new Set(),
    /** Status of GET /api/directory/favorites when it should fail. */
    favoritesFailure: null,
    /** Public ids whose toggle fails with a 500. */
    failingToggles: new Set(),
    /** How many providers a search finds; 20 a page. */
    total: 45,
    /** Status of POST /api/directory/ when it should fail. */
    searchFailure: null,
    /** While set, toggles wait for this promise before answering. */
    toggleGate: null,
  };
  const routes = {
    'GET /api/directory/favorites': () =>
      scenario.favoritesFailure
        ? failure(scenario.favoritesFailure, 'Panne')
        : json(200, {
            favorites: [...scenario.favorites].map((publicId, n) => ({ ...card(n + 1), publicId })),
          }),
    'POST /api/directory/toggle-favorite': async ({ body }) => {
      await scenario.toggleGate;
      if (scenario.failingToggles.has(body.publicId)) return failure(500, 'Panne');
      const isFavorite = !scenario.favorites.has(body.publicId);
      if (isFavorite) scenario.favorites.add(body.publicId);
      else scenario.favorites.delete(body.publicId);
      return json(200, { publicId: body.publicId, isFavorite });
    },
    'POST /api/directory/': ({ body }) => {
      if (scenario.searchFailure) return failure(scenario.searchFailure, 'Recherche indisponible');
      const page = body.page ?? 1;
      const pageCount = Math.max(1, Math.ceil(scenario.total / 20));
      const first = (page - 1) * 20;
      const count = Math.max(0, Math.min(20, scenario.total - first));
      const providers = Array.from({ length: count }, (_, index) => card(first + index + 1));
      return json(200, { providers, total: scenario.total, page, pageCount });
    },
    'GET /api/directory/cities': ({ query }) =>
      json(200, {
        cities: CITIES.filter((city) => city.name.toLowerCase().startsWith(query.q.toLowerCase())),
      }),
  };
  const needsToken = new Set(['GET /api/directory/favorites', 'POST /api/directory/toggle-favorite']);
  const passOn = window.fetch.bind(window);
  window.fetch = async (input, init = {}) => {
    const url = new URL(String(input), location.href);
    const method = init.method ?? 'GET';
    const imageView = /^\/image\/(\d+)\/increment-view-count$/.exec(url.pathname);
    const key = imageView ? `${method} /image/:id/increment-view-count` : `${method} ${url.pathname}`;
    const bearer = init.headers?.Authorization?.replace(/^Bearer /, '');
    const call = {
      method,
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      body: typeof init.body === 'string' && init.body.startsWith('{') ? JSON.parse(init.body) : null,
      bearer,
      /** Aborted before it was made: the browser sends nothing. */
      aborted: init.signal?.aborted === true,
    };
    if (key === 'PATCH /image/:id/increment-view-count') {
      calls.push(call);
      return json(200, { id: Number(imageView[1]), viewCount: 1 });
    }
    const route = routes[key];
    calls.push(call);
    if (!route) return passOn(input, init);
    if (needsToken.has(key) && !bearer?.startsWith('fake-')) return failure(401, 'Session expirée');
    return route(call);
  };
  return { calls, scenario };
}

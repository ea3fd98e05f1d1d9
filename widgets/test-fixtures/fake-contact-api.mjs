/**
 * A stand-in for the server's API during the contact widget's element tests (a web-test-runner middleware).
 * It keeps no state: what it answers depends on what is asked, so each test picks its scenario.
 *
 * Phones: `+33699…` cannot get a code (429); `+33677…` has an account; any other phone has none.
 * The code `123456` is right, any other is wrong (400 "Code invalide").
 * Registration fails (409) when the email starts with `taken`.
 * Bearer tokens: `fake-expired` is refused (401); `fake-empty` has no upcoming project; `fake-broken` cannot
 * list its projects (500); any other `fake-…` token has projects 4 (past), 7, 8 and 9.
 * Refresh tokens: `fake-dead` is refused, any other gives the pair `fake-renewed`.
 * Providers: 200 needs a message; 300 was already contacted; 400 refuses with a text; 500 fails (HTTP 500);
 * any other accepts.
 * Suggestions: project 9 gets three providers; project 7's city is unknown; project 8 fails with a text;
 * any other project gets none.
 */

const FUTURE_YEAR = new Date().getUTCFullYear() + 2;

export const FAKE_USER = {
  id: 7,
  phone: '+33677000000',
  email: 'camille.martin@example.fr',
  firstname: 'Camille',
  lastname: 'Martin',
  city: 'Lyon',
  zipCode: '69001',
  country: 'FR',
  latitude: 45.76,
  longitude: 4.83,
  locale: 'fr',
  has_finished_onboarding: true,
};

function project(id, eventDate, eventType, eventLocation) {
  return {
    id,
    eventDate,
    eventType,
    eventLocation,
    zipCode: null,
    country: 'FR',
    latitude: null,
    longitude: null,
    serviceType: null,
    theme: null,
    guestRange: null,
    plannerBudgetRange: null,
    budgetRange: null,
    languages: ['fr'],
    plannerLocation: null,
    message: null,
    status: 'open',
    createdAt: '2026-01-05T09:00:00.000Z',
    closedAt: null,
    requests: { contacted: 0, answered: 0, accepted: 0 },
  };
}

const PROJECTS = [
  project(4, '2001-05-12', 'wedding', 'Nantes'),
  project(7, `${FUTURE_YEAR}-09-12`, 'wedding', 'Lyon'),
  project(9, `${FUTURE_YEAR + 1}-06-20`, 'birthday', 'Bordeaux'),
  project(8, `${FUTURE_YEAR}-03-01`, 'wedding', 'Lille'),
];

function provider(id, name, extra = {}) {
  return {
    id,
    name,
    city: 'Lyon',
    cp: '69',
    portrait:
      '<p>Wedding planner <strong>passionnée</strong>.</p><img src=x onerror="window.portraitScript=true">',
    profileUrl: `/wedding-planner/${name.toLowerCase().replace(/\W+/g, '-')}`,
    profileImage: null,
    isPremium: false,
    hasLoggedInTheLastDays: false,
    langues: [{ iso: 'fr', label: 'Français' }],
    ...extra,
  };
}

const SUGGESTIONS = [
  provider(41, 'Atelier Lumière', {
    isPremium: true,
    hasLoggedInTheLastDays: true,
    profileImage: '/images/providers/41.jpg',
    langues: [
      { iso: 'fr', label: 'Français' },
      { iso: 'en', label: 'Anglais' },
      { iso: 'ar', label: 'Arabe' },
    ],
  }),
  provider(200, 'Mariage Sur Mesure'),
  provider(300, 'Les Jours Heureux', { city: 'Villeurbanne' }),
];

const LOCALITIES = [
  { city: 'Lyon', zipcode: '69001', countrycode: 'FR', lat: 45.76, lng: 4.83, area: 'Rhône' },
  { city: 'Lyons-la-Forêt', zipcode: '27480', countrycode: 'FR', lat: 49.4, lng: 1.48, area: 'Eure' },
  { city: 'Lille', zipcode: '59000', countrycode: 'FR', lat: 50.63, lng: 3.06, area: 'Nord' },
];

const failure = (status, message) => ({
  status,
  body: { statusCode: status, error: status === 401 ? 'Unauthorized' : 'Error', message },
});
/** A 400 naming the refused field, as the real server's `invalidField` answers. */
const fieldFailure = (field, message) => ({
  status: 400,
  body: { statusCode: 400, error: 'Bad Request', message, fields: { [field]: message } },
});
const ok = (body) => ({ status: 200, body });
/** A couple's projects as get-projects answers them: every open project fits on its first page. */
const firstPage = (projects) => ({ success: true, projects, page: 1, pageCount: 1, total: projects.length });

function bearerOf(context) {
  const header = context.get('authorization');
  return header.startsWith('Bearer ') ? header.slice(7) : undefined;
}

function signedIn(context, answer) {
  const token = bearerOf(context);
  if (!token?.startsWith('fake-') || token === 'fake-expired') return failure(401, 'Session expirée');
  return answer(token);
}

const ROUTES = {
  'POST /api/check-phone': (_context, { phone }) =>
    phone.startsWith('+33699')
      ? failure(429, 'Veuillez patienter avant de demander un nouveau code.')
      : ok({ success: true }),
  'POST /api/verify-phone': (_context, { code }) =>
    code === '123456' ? ok({ success: true }) : fieldFailure('code', 'Code invalide'),
  'POST /api/check-account': (_context, { phone }) =>
    phone.startsWith('+33677')
      ? ok({
          hasAccount: true,
          user: { ...FAKE_USER, phone },
          token: 'fake-access',
          refresh_token: 'fake-refresh',
        })
      : ok({ hasAccount: false, user: null, token: null, refresh_token: null }),
  'POST /api/register': (_context, input) =>
    input.email.startsWith('taken')
      ? failure(409, 'Un compte existe déjà pour ce numéro de téléphone.')
      : ok({ user: { ...FAKE_USER, ...input, id: 8 }, token: 'fake-access', refresh_token: 'fake-refresh' }),
  'GET /api/me': (context) => signedIn(context, () => ok({ user: FAKE_USER })),
  'POST /api/token/refresh': (_context, { refresh_token }) =>
    refresh_token === 'fake-dead'
      ? failure(401, 'Session expirée')
      : ok({ token: 'fake-renewed', refresh_token: 'fake-renewed-refresh' }),
  'GET /api/get-projects': (context) =>
    signedIn(context, (token) => {
      if (token === 'fake-empty') return ok(firstPage([PROJECTS[0]]));
      if (token === 'fake-broken') return failure(500, 'Base de données indisponible');
      return ok(firstPage(PROJECTS));
    }),
  'POST /api/send-to-prestataire': (context, { prestataire, message }) =>
    signedIn(context, () => {
      if (prestataire === 200 && !message) return ok({ success: false, error: 'no-message' });
      if (prestataire === 300) return ok({ success: false, error: 'already-sent' });
      if (prestataire === 400) return ok({ success: false, error: 'Prestataire indisponible' });
      if (prestataire === 500) return failure(500, 'Panne');
      return ok({ success: true, eventRequest: { id: `request-${prestataire}` } });
    }),
  'POST /api/get-prestataires': (context, { project }) =>
    signedIn(context, () => {
      if (project === 7)
        return ok({ success: false, error: 'Ville introuvable', error_slug: 'city-not-found' });
      if (project === 8) return ok({ success: false, error: 'Service indisponible' });
      return ok({ success: true, prestataires: project === 9 ? SUGGESTIONS : [] });
    }),
  'GET /search/locality': (context) => {
    const query = String(context.query.q ?? '').toLowerCase();
    return ok({ localities: LOCALITIES.filter((locality) => locality.city.toLowerCase().startsWith(query)) });
  },
};

async function readJson(request) {
  const chunks = [];
  for await (const chunk of request) chunks.push(chunk);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? JSON.parse(text) : {};
}

/** What the image route sends back for any image: a plain square. */
const IMAGE =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><rect width="1" height="1" fill="#c9a9b6"/></svg>';

/** @type {import('@web/dev-server-core').Middleware} */
export async function fakeContactApi(context, next) {
  if (context.method === 'GET' && context.path.startsWith('/images/')) {
    context.type = 'image/svg+xml';
    context.body = IMAGE;
    return;
  }
  const route = ROUTES[`${context.method} ${context.path}`];
  if (!route) return next();
  const input = context.method === 'GET' ? {} : await readJson(context.req);
  const { status, body } = route(context, input);
  context.status = status;
  context.type = 'application/json';
  context.body = JSON.stringify(body);
}

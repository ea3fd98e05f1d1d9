// @vitest-environment jsdom
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { settle } from '@shared/forms/test-helpers';
import { storeTokens } from '@shared/session/token-cookies';
import { exampleChecklist, exampleProvider } from '@shared/testing/back-office-fixtures';
import { failure, json, type FakeHandler } from '@shared/testing/fake-fetch';
import { eventually } from '@shared/testing/react-root';
import { renderingWithApi } from '@shared/testing/render-with-api';
import { Dashboard } from './dashboard';

const render = renderingWithApi();
const SITE_ORIGINS = { FR: 'http://localhost:3000', BE: 'http://be.localhost:3000' };

function renderDashboard(handler: FakeHandler, { signedIn = true } = {}) {
  if (signedIn) storeTokens({ token: 'access-1', refresh_token: 'refresh-1' });
  const visits: string[] = [];
  const rendered = render(
    <Dashboard
      language="fr"
      siteOrigins={SITE_ORIGINS}
      goTo={(path) => visits.push(path)}
      currentPath={() => '/'}
    />,
    handler,
  );
  return { ...rendered, visits };
}

const headings = (container: HTMLElement) =>
  [...container.querySelectorAll('h3')].map((heading) => heading.textContent);

describe('the back-office’s dashboard', () => {
  it('sends a signed-out visitor to the sign-in, without asking the server', async () => {
    const dashboard = renderDashboard(() => json({}), { signedIn: false });
    await eventually(() => expect(dashboard.visits).toEqual(['/login']));
    expect(dashboard.server.requests).toEqual([]);
  });

  it('sends a browser whose session the server refuses to the sign-in, coming back here', async () => {
    const dashboard = renderDashboard(() => failure(403, 'Réservé aux prestataires.'));
    await eventually(() => expect(dashboard.visits).toEqual(['/login']));
  });

  it('shows a skeleton while the provider loads, then a failure with a retry that asks again', async () => {
    // A 5xx is asked again twice before the failure shows (the page's query client).
    let answers = 0;
    const dashboard = renderDashboard(() => (++answers <= 3 ? failure(500) : json(exampleProvider())));
    expect(dashboard.container.querySelector('[role="status"]')?.textContent).toBe(
      'Chargement de votre espace…',
    );
    await eventually(
      () =>
        expect(dashboard.container.querySelector('[role="alert"] .state__title')?.textContent).toBe(
          'Votre espace n’a pas pu être chargé.',
        ),
      4000,
    );
    act(() => dashboard.container.querySelector<HTMLButtonElement>('[role="alert"] button')?.click());
    await eventually(() => expect(dashboard.container.textContent).toContain('Bonjour Camille'));
  });

  it('asks a new provider to confirm the address first, without the button the server would refuse', async () => {
    const dashboard = renderDashboard(() =>
      json(
        exampleProvider({
          user: { emailConfirmed: false, has_finished_onboarding: false, firstname: null },
          company: {
            id: 42,
            name: 'Les Jolis Jours',
            slug: 'les-jolis-jours',
            country: 'FR',
            published: false,
          },
          onboarding: { finished: false, remaining: ['confirmEmail', 'finish'] },
        }),
      ),
    );
    await eventually(() => expect(dashboard.container.textContent).toContain('Bonjour Les Jolis Jours'));
    expect(headings(dashboard.container)).toEqual([
      'Confirmez votre adresse e-mail',
      'Terminez votre inscription',
    ]);
    expect(dashboard.container.textContent).toContain('Nous avons envoyé un lien à atelier@example.com.');
    expect([...dashboard.container.querySelectorAll('button')].map((button) => button.textContent)).toEqual([
      'Renvoyer le lien',
    ]);
    expect(dashboard.container.textContent).toContain(
      'Votre profil n’est pas encore publié dans l’annuaire.',
    );
  });

  it('sends the link again on request, saying where, then says why a further one is refused', async () => {
    const unconfirmed = exampleProvider({
      user: { emailConfirmed: false, has_finished_onboarding: false },
      onboarding: { finished: false, remaining: ['confirmEmail', 'finish'] },
    });
    let resends = 0;
    const dashboard = renderDashboard((request) => {
      if (request.path !== '/api/account/resend-address-confirmation') return json(unconfirmed);
      resends += 1;
      return resends === 1
        ? json({ user: unconfirmed.user })
        : failure(429, 'Trop de liens envoyés. Réessayez dans une heure.');
    });
    const resend = () =>
      act(() =>
        [...dashboard.container.querySelectorAll('button')]
          .find((button) => button.textContent === 'Renvoyer le lien')
          ?.click(),
      );
    await eventually(() => expect(dashboard.container.textContent).toContain('Renvoyer le lien'));

    resend();
    await eventually(() =>
      expect(dashboard.container.textContent).toContain(
        'Un nouveau lien a été envoyé à atelier@example.com. Le précédent ne fonctionne plus.',
      ),
    );
    resend();
    await eventually(() =>
      expect(dashboard.container.querySelector('[role="alert"]')?.textContent).toContain(
        'Trop de liens envoyés. Réessayez dans une heure.',
      ),
    );
    expect(dashboard.container.textContent).not.toContain('Un nouveau lien a été envoyé');
  });

  it('finishes the onboarding once the address is confirmed, and then has nothing left to ask', async () => {
    let finished = false;
    const dashboard = renderDashboard((request) => {
      if (request.path === '/api/onboarding/finish') {
        finished = true;
        return json({ user: exampleProvider().user });
      }
      return json(
        finished
          ? exampleProvider()
          : exampleProvider({ onboarding: { finished: false, remaining: ['finish'] } }),
      );
    });
    await eventually(() => expect(headings(dashboard.container)).toEqual(['Terminez votre inscription']));
    act(() => dashboard.container.querySelector<HTMLButtonElement>('li button')?.click());
    await eventually(() =>
      expect(dashboard.container.textContent).toContain(
        'Rien à faire pour l’instant : votre compte est prêt.',
      ),
    );
    expect(dashboard.server.requests.map(({ method, path }) => `${method} ${path}`)).toContain(
      'POST /api/onboarding/finish',
    );
  });

  it('shows an unfinished onboarding’s score, linking to its checklist, with the parts still to do', async () => {
    const dashboard = renderDashboard((request) =>
      request.path === '/api/onboarding'
        ? json(exampleChecklist(['company', 'address', 'services', 'languages']))
        : json(exampleProvider({ onboarding: { finished: false, remaining: ['finish'] } })),
    );
    await eventually(() =>
      expect(dashboard.container.querySelector('a[href="/onboarding"]')?.parentElement?.textContent).toBe(
        'Voir les étapes de mon profil (Profil complet à 60 %)',
      ),
    );
    const toDo = dashboard.container.querySelector('ul[aria-label="À faire"]');
    expect([...(toDo?.querySelectorAll('li') ?? [])].map((part) => part.textContent)).toEqual([
      'Portrait',
      'Photo de profil',
      'Trois photos dans la galerie',
    ]);
  });

  it('shows a finished onboarding neither its score nor its checklist', async () => {
    const dashboard = renderDashboard((request) =>
      request.path === '/api/onboarding'
        ? json(exampleChecklist(['company', 'address', 'services', 'portrait', 'profilePhoto'], true))
        : json(exampleProvider()),
    );
    await eventually(() =>
      expect(dashboard.container.textContent).toContain(
        'Rien à faire pour l’instant : votre compte est prêt.',
      ),
    );
    await settle();
    expect(dashboard.container.querySelector('a[href="/onboarding"]')).toBeNull();
    expect(dashboard.container.textContent).not.toContain('Profil complet');
    expect(dashboard.container.querySelector('ul[aria-label="À faire"]')).toBeNull();
  });

  it('links to the public profile on its company’s country site once published', async () => {
    const dashboard = renderDashboard(() =>
      json(
        exampleProvider({
          company: { id: 42, name: 'Atelier', slug: 'atelier-gand', country: 'BE', published: true },
        }),
      ),
    );
    await eventually(() =>
      expect(dashboard.container.querySelector('section a')?.getAttribute('href')).toBe(
        'http://be.localhost:3000/wedding-planner/atelier-gand',
      ),
    );
  });

  it('shows how fast the provider answers, the mark’s rule, and the time left on each waiting lead', async () => {
    const sentAt = new Date(Date.now() - 17 * 3_600_000 - 30 * 60_000).toISOString();
    const dashboard = renderDashboard((request) =>
      request.path === '/api/response-signal'
        ? json({
            signal: { requests: 6, responses: 3, rate: 0.5, medianMinutes: 95, respondsQuickly: false },
            rule: {
              windowDays: 90,
              minRequests: 5,
              minRate: 0.8,
              maxMedianHours: 24,
              responseWindowHours: 48,
            },
            waiting: [{ id: '8f7c2a51-3a0e-4a57-9f3c-0c9d7d0e4b21', sentAt }],
          })
        : json(exampleProvider()),
    );
    await eventually(() =>
      expect(dashboard.container.querySelector('#pp-dashboard-responses')?.textContent).toBe(
        'Vos réponses aux demandes',
      ),
    );
    const text = dashboard.container.textContent?.replace(/\s/g, ' ');
    expect(text).toContain(
      'Sur les 90 derniers jours, vous avez répondu à 50 % des demandes (3 sur 6). Délai de réponse médian : 1 h 35 min.',
    );
    expect(text).toContain(
      'quand vous répondez à au moins 80 % des demandes, en 24 heures au plus en médiane',
    );
    const lead = dashboard.container.querySelector(
      'a[href="/leads?lead=8f7c2a51-3a0e-4a57-9f3c-0c9d7d0e4b21"]',
    );
    expect(lead?.parentElement?.textContent?.replace(/\s/g, ' ')).toMatch(
      /: encore 30 h 2\d min pour répondre$/,
    );
  });
});

// @vitest-environment jsdom
import { act } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { settle } from '@shared/forms/test-helpers';
import { storeTokens } from '@shared/session/token-cookies';
import { exampleChecklist, exampleProvider } from '@shared/testing/back-office-fixtures';
import { failure, json, type SentRequest } from '@shared/testing/fake-fetch';
import { eventually } from '@shared/testing/react-root';
import { renderingWithApi } from '@shared/testing/render-with-api';
import OnboardingScreen from './onboarding-screen';

const render = renderingWithApi();
beforeEach(() => storeTokens({ token: 'access-1', refresh_token: 'refresh-1' }));

const links = (container: HTMLElement) =>
  [...container.querySelectorAll('a')].map((link) => [link.textContent, link.getAttribute('href')]);

describe('the onboarding’s checklist', () => {
  it('shows the score, links each part to do to its page, and names what is missing before finishing', async () => {
    const { container } = render(<OnboardingScreen language="fr" />, () =>
      json(exampleChecklist(['company', 'address', 'services', 'languages'])),
    );
    await settle();
    expect(container.querySelector('h2')?.textContent).toBe('Profil complet à 60 %');
    expect(container.querySelector('meter')?.getAttribute('value')).toBe('60');
    expect(links(container)).toEqual([
      ['Compléter : Portrait', '/profile/portrait'],
      ['Compléter : Photo de profil', '/profile/photos'],
      ['Compléter : Trois photos dans la galerie', '/profile/photos'],
    ]);
    expect(container.textContent).toContain(
      'Encore à faire avant de terminer : Portrait et Photo de profil.',
    );
    expect(container.querySelector('button')).toBeNull();
  });

  it('finishes once the required parts are done', async () => {
    let finished = false;
    const { container, server } = render(<OnboardingScreen language="fr" />, (request: SentRequest) => {
      if (request.path === '/api/onboarding/finish') {
        finished = true;
        return json({ user: exampleProvider().user });
      }
      if (request.path === '/api/me') return json(exampleProvider());
      return json(exampleChecklist(['company', 'address', 'services', 'portrait', 'profilePhoto'], finished));
    });
    await settle();
    expect(container.textContent).toContain('Toutes les étapes obligatoires sont faites');
    await act(async () => container.querySelector('button')?.click());
    await settle();
    expect(server.requests.map(({ method, path }) => `${method} ${path}`)).toContain(
      'POST /api/onboarding/finish',
    );
    expect(container.textContent).toContain('Votre inscription est terminée : votre profil est prêt.');
  });

  it('says the checklist could not be loaded when the server fails, and loads it on retry', async () => {
    let down = true;
    const { container, server } = render(<OnboardingScreen language="fr" />, () =>
      down ? failure(500) : json(exampleChecklist(['company', 'address', 'services', 'languages'])),
    );
    // The page's query client asks twice more before it shows the failure.
    await eventually(
      () =>
        expect(container.querySelector('[role="alert"] .state__title')?.textContent).toBe(
          'Votre progression n’a pas pu être chargée.',
        ),
      4000,
    );
    expect(server.requests).toHaveLength(3);
    expect(container.querySelector('h2')).toBeNull();

    down = false;
    await act(async () => container.querySelector<HTMLButtonElement>('[role="alert"] button')?.click());
    await eventually(() => expect(container.querySelector('h2')?.textContent).toBe('Profil complet à 60 %'));
    expect(container.querySelector('[role="alert"]')).toBeNull();
  });
});

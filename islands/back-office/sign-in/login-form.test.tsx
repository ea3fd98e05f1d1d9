// @vitest-environment jsdom
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { errorOf, inputLabelled, typeInto } from '@shared/forms/test-helpers';
import { getAccessToken, getRefreshToken } from '@shared/session/token-cookies';
import { failure, json, type FakeHandler } from '@shared/testing/fake-fetch';
import { eventually } from '@shared/testing/react-root';
import { renderingWithApi } from '@shared/testing/render-with-api';
import { LoginForm } from './login-form';

const render = renderingWithApi();

function renderLogin(handler: FakeHandler, next: string | null = null) {
  const visits: string[] = [];
  const rendered = render(
    <LoginForm language="fr" next={next} goTo={(path) => visits.push(path)} />,
    handler,
  );
  return { ...rendered, visits };
}

async function signIn(container: HTMLElement, email: string, password: string) {
  await typeInto(inputLabelled(container, 'Adresse e-mail'), email);
  await typeInto(inputLabelled(container, 'Mot de passe'), password);
  await act(async () => container.querySelector<HTMLButtonElement>('button[type="submit"]')?.click());
}

describe('the back-office’s sign-in', () => {
  it('keeps the tokens in the session’s cookies and goes to the page that sent the provider here', async () => {
    const login = renderLogin(() => json({ token: 'access-1', refresh_token: 'refresh-1' }), '/account');
    await signIn(login.container, 'planner.demo@example.com', 'mariage-demo-2026');
    await eventually(() => expect(login.visits).toEqual(['/account']));
    expect(login.server.requests.map(({ method, path, body }) => [method, path, body])).toEqual([
      ['POST', '/api/login_check', { email: 'planner.demo@example.com', password: 'mariage-demo-2026' }],
    ]);
    expect([getAccessToken(), getRefreshToken()]).toEqual(['access-1', 'refresh-1']);
  });

  it('goes to the dashboard when no page sent the provider here', async () => {
    const login = renderLogin(() => json({ token: 'access-1', refresh_token: 'refresh-1' }));
    await signIn(login.container, 'planner.demo@example.com', 'mariage-demo-2026');
    await eventually(() => expect(login.visits).toEqual(['/']));
  });

  it('says one thing for an unknown address and a wrong password, and signs nobody in', async () => {
    const login = renderLogin(() => failure(401, 'Invalid credentials.'));
    await signIn(login.container, 'nobody@example.com', 'not-the-password');
    await eventually(() =>
      expect(login.container.querySelector('[role="alert"]')?.textContent).toBe(
        'Email ou mot de passe incorrect.',
      ),
    );
    expect(login.visits).toEqual([]);
    expect(getAccessToken()).toBeUndefined();
  });

  it('says how long to wait once sign-ins are refused for a while', async () => {
    const login = renderLogin(
      () =>
        new Response(
          JSON.stringify({ statusCode: 429, error: 'Too Many Requests', message: 'Trop d’essais.' }),
          {
            status: 429,
            headers: { 'Content-Type': 'application/json', 'Retry-After': '120' },
          },
        ),
    );
    await signIn(login.container, 'planner.demo@example.com', 'wrong-password');
    await eventually(() =>
      expect(login.container.querySelector('[role="alert"]')?.textContent).toBe(
        'Une erreur est survenue : Erreur 429 : Trop d’essais. Réessayez dans 2 minutes.',
      ),
    );
  });

  it('puts the server’s word on a field it refuses on that field', async () => {
    const login = renderLogin(() =>
      json(
        { statusCode: 400, error: 'Bad Request', message: 'Invalide', fields: { email: 'Adresse refusée.' } },
        400,
      ),
    );
    await signIn(login.container, 'planner.demo@example.com', 'mariage-demo-2026');
    const email = inputLabelled(login.container, 'Adresse e-mail');
    await eventually(() => expect(errorOf(email)).toBe('Adresse refusée.'));
    expect(document.activeElement).toBe(email);
  });

  it('shows and hides the password on demand', async () => {
    const login = renderLogin(() => json({}));
    const password = inputLabelled(login.container, 'Mot de passe');
    expect(password.type).toBe('password');
    const toggle = [...login.container.querySelectorAll('button')].find(
      (button) => button.textContent === 'Afficher le mot de passe',
    );
    await act(async () => toggle?.click());
    expect(password.type).toBe('text');
    expect(toggle?.textContent).toBe('Masquer le mot de passe');
  });
});

// @vitest-environment jsdom
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { exampleUser } from '@shared/api/contract/examples';
import type { Language } from '@shared/i18n';
import { currentUser } from '@shared/session/current-user';
import { getAccessToken, storeTokens } from '@shared/session/token-cookies';
import { failure, json, type FakeHandler } from '@shared/testing/fake-fetch';
import { eventually } from '@shared/testing/react-root';
import { renderingWithApi } from '@shared/testing/render-with-api';
import type { LocalePort } from './follow-user-locale';
import { SessionMenu } from './session-menu';

const render = renderingWithApi();
afterEach(() => {
  currentUser.value = null;
});

function renderMenu(handler: FakeHandler, language: Language = 'fr', chosenLocale: string | null = null) {
  const visits: string[] = [];
  const locale = { remembered: [] as string[], reloads: 0 };
  const port: LocalePort = {
    rememberLocale: (wanted) => void locale.remembered.push(wanted),
    lastSwitch: () => null,
    recordSwitch: () => {},
    reload: () => void (locale.reloads += 1),
  };
  const { server, container } = render(
    <SessionMenu
      language={language}
      country="PT"
      chosenLocale={chosenLocale}
      locale={port}
      goTo={(path) => visits.push(path)}
    />,
    handler,
    language,
  );
  return { server, visits, locale, container };
}

describe('the header’s session', () => {
  it('offers a visitor the sign-in, without asking who they are', () => {
    const menu = renderMenu(() => json({}));
    expect(menu.container.querySelector('a')?.getAttribute('href')).toBe('/register');
    expect(menu.container.textContent).toBe('Se connecter');
    expect(menu.server.requests).toEqual([]);
  });

  it('greets a signed-in couple by first name, once the user is loaded, and makes it the page’s user', async () => {
    storeTokens({ token: 'access-1', refresh_token: 'refresh-1' });
    const menu = renderMenu(() => json({ user: exampleUser({ firstname: 'Léa' }) }));
    expect(menu.container.querySelector('a')).toBeNull();
    await eventually(() => expect(menu.container.textContent).toContain('Bonjour Léa'));
    expect(menu.server.requests.map(({ path }) => path)).toEqual(['/api/me']);
    expect(currentUser.value?.firstname).toBe('Léa');
    expect(menu.locale.reloads).toBe(0);
  });

  it('falls back to the sign-in when the user cannot be loaded', async () => {
    storeTokens({ token: 'access-1', refresh_token: 'refresh-1' });
    const menu = renderMenu(() => failure(400));
    await eventually(() => expect(menu.container.textContent).toBe('Se connecter'));
  });

  it('switches the site to the user’s language, in the page’s country', async () => {
    storeTokens({ token: 'access-1', refresh_token: 'refresh-1' });
    const menu = renderMenu(() => json({ user: exampleUser({ locale: 'nl-BE' }) }));
    await eventually(() => expect(menu.locale.reloads).toBe(1));
    expect(menu.locale.remembered).toEqual(['nl-PT']);
  });

  it('makes the locale just chosen with the switch the user’s, instead of switching back', async () => {
    storeTokens({ token: 'access-1', refresh_token: 'refresh-1' });
    const menu = renderMenu(
      (request) =>
        request.path === '/api/update-profile'
          ? json({ success: true, user: exampleUser({ locale: 'en-PT' }), pendingEmail: null })
          : json({ user: exampleUser({ locale: 'fr' }) }),
      'en',
      'en-PT',
    );
    await eventually(() =>
      expect(menu.server.requests.map(({ method, path }) => `${method} ${path}`)).toContain(
        'POST /api/update-profile',
      ),
    );
    const update = menu.server.requests.find(({ path }) => path === '/api/update-profile');
    expect(update?.body).toEqual({ locale: 'en-PT' });
    await eventually(() => expect(currentUser.value?.locale).toBe('en-PT'));
    expect(menu.locale).toEqual({ remembered: [], reloads: 0 });
  });

  it('logs out: the server’s session, the browser’s tokens, then the home', async () => {
    storeTokens({ token: 'access-1', refresh_token: 'refresh-1' });
    const menu = renderMenu((request) =>
      request.path === '/api/logout' ? json({ success: true }) : json({ user: exampleUser() }),
    );
    await eventually(() => expect(menu.container.querySelector('button')).not.toBeNull());
    act(() => menu.container.querySelector('button')?.click());
    await eventually(() => expect(menu.visits).toEqual(['/']));
    expect(menu.server.requests.map(({ method, path }) => `${method} ${path}`)).toContain('POST /api/logout');
    expect(getAccessToken()).toBeUndefined();
    expect(currentUser.value).toBeNull();
  });
});

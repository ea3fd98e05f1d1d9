// @vitest-environment jsdom
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { getAccessToken, storeTokens } from '@shared/session/token-cookies';
import { exampleProvider } from '@shared/testing/back-office-fixtures';
import { json, type FakeHandler } from '@shared/testing/fake-fetch';
import { eventually } from '@shared/testing/react-root';
import { renderingWithApi } from '@shared/testing/render-with-api';
import { ProviderSessionMenu } from './provider-session-menu';

const render = renderingWithApi();

function renderMenu(handler: FakeHandler) {
  const visits: string[] = [];
  const rendered = render(<ProviderSessionMenu language="fr" goTo={(path) => visits.push(path)} />, handler);
  return { ...rendered, visits };
}

describe('the back-office header’s session', () => {
  it('offers a visitor the sign-in, without asking who they are', () => {
    const menu = renderMenu(() => json({}));
    expect(menu.container.querySelector('a')?.getAttribute('href')).toBe('/login');
    expect(menu.container.textContent).toBe('Se connecter');
    expect(menu.server.requests).toEqual([]);
  });

  it('names the signed-in provider’s company, and logs out: the server’s session, the tokens, the sign-in', async () => {
    storeTokens({ token: 'access-1', refresh_token: 'refresh-1' });
    const menu = renderMenu((request) =>
      request.path === '/api/logout' ? json({ success: true }) : json(exampleProvider()),
    );
    await eventually(() => expect(menu.container.textContent).toContain('Atelier Lumière'));
    act(() => menu.container.querySelector('button')?.click());
    await eventually(() => expect(menu.visits).toEqual(['/login']));
    expect(menu.server.requests.map(({ method, path }) => `${method} ${path}`)).toEqual([
      'GET /api/me',
      'POST /api/logout',
    ]);
    expect(getAccessToken()).toBeUndefined();
  });
});

// @vitest-environment jsdom
import { act } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { InstagramConnectionAnswer } from '@shared/api/contract/back-office/instagram';
import { settle } from '@shared/forms/test-helpers';
import { storeTokens } from '@shared/session/token-cookies';
import { failure, json, type SentRequest } from '@shared/testing/fake-fetch';
import { renderingWithApi } from '@shared/testing/render-with-api';
import InstagramScreen from './instagram-screen';

const render = renderingWithApi();
beforeEach(() => storeTokens({ token: 'access-1', refresh_token: 'refresh-1' }));

const NONE: InstagramConnectionAnswer = { configured: true, connection: null };
const LINKED: InstagramConnectionAnswer = {
  configured: true,
  connection: {
    username: 'atelier.fictif',
    connectedAt: '2026-06-01T10:00:00.000Z',
    postsRefreshedAt: '2026-06-01T10:00:00.000Z',
    refreshFailing: false,
    needsReconnection: false,
    posts: [1, 2].map((index) => ({
      image: `providers/7/post-${index}.jpg`,
      width: 320,
      height: 320,
      permalink: `https://www.instagram.com/p/POST${index}/`,
      caption: '',
      postedAt: `2026-05-2${index}T12:00:00.000Z`,
    })),
  },
};

/** The server: the connection as it stands, changed by the token and the revocation. */
function api(initial: InstagramConnectionAnswer, token: () => Response = () => json(LINKED)) {
  let current = initial;
  return (request: SentRequest) => {
    if (request.path === '/api/instagram') return json(current);
    if (request.path === '/api/instagram/auth-url') {
      return json({ url: 'http://127.0.0.1:9/oauth/authorize?x=1' });
    }
    if (request.path === '/api/instagram/token') {
      const answer = token();
      if (answer.ok) current = LINKED;
      return answer;
    }
    if (request.path === '/api/instagram/revoke') {
      current = NONE;
      return json(NONE);
    }
    return failure(404);
  };
}

const navigation = () => {
  const visited: string[] = [];
  const replaced: string[] = [];
  return {
    visited,
    replaced,
    goTo: (path: string) => visited.push(path),
    replaceAddress: (path: string) => replaced.push(path),
  };
};

const buttonNamed = (container: HTMLElement, name: string) =>
  [...container.querySelectorAll('button')].find((button) => button.textContent === name);

describe('the Instagram page', () => {
  it('connects by going to Instagram’s window, once', async () => {
    const go = navigation();
    const { container, server } = render(
      <InstagramScreen language="fr" navigation={go} search="" />,
      api(NONE),
    );
    await settle();
    expect(container.querySelector('.state--empty')?.textContent).toBe(
      'Aucun compte Instagram n’est relié à votre profil.',
    );
    const connect = buttonNamed(container, 'Connecter Instagram');
    await act(async () => connect?.click());
    await settle();
    expect(go.visited).toEqual(['http://127.0.0.1:9/oauth/authorize?x=1']);
    await act(async () => connect?.click());
    expect(server.requests.filter((request) => request.path === '/api/instagram/auth-url')).toHaveLength(1);
  });

  it('posts the return’s code and state once, drops them from the address, and shows the account', async () => {
    const go = navigation();
    const { container, server } = render(
      <InstagramScreen language="fr" navigation={go} search="?code=AQ-1&state=s.t" />,
      api(NONE),
    );
    await settle();
    const sent = server.requests.filter((request) => request.path === '/api/instagram/token');
    expect(sent.map((request) => request.body)).toEqual([{ code: 'AQ-1', state: 's.t' }]);
    expect(go.replaced).toEqual(['/instagram']);
    expect(container.querySelector('.pp-instagram__account')?.textContent).toBe(
      'Compte relié : @atelier.fictif',
    );
    const links = [...container.querySelectorAll<HTMLAnchorElement>('.pp-ui-square-thumbnails__link')];
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      'https://www.instagram.com/p/POST1/',
      'https://www.instagram.com/p/POST2/',
    ]);
    expect(links[0]?.querySelector('img')?.getAttribute('alt')).toBe('Post du 21 mai 2026');
  });

  it('says why a return was refused, and that a cancelled one linked nothing', async () => {
    const refused = render(
      <InstagramScreen language="fr" navigation={navigation()} search="?code=AQ-1&state=forged" />,
      api(NONE, () => failure(400, 'Ce retour d’Instagram n’est pas valable ou a expiré.')),
    );
    await settle();
    expect(refused.container.querySelector('.notice--error')?.textContent).toContain(
      'Ce retour d’Instagram n’est pas valable ou a expiré.',
    );
    const cancelled = render(
      <InstagramScreen language="fr" navigation={navigation()} search="?error=access_denied" />,
      api(NONE),
    );
    await settle();
    expect(cancelled.container.querySelector('.notice--error')?.textContent).toBe(
      'La connexion a été annulée sur Instagram : votre compte n’a pas été relié.',
    );
    expect(cancelled.server.requests.some((request) => request.path === '/api/instagram/token')).toBe(false);
  });

  it('disconnects only once confirmed', async () => {
    const { container, server } = render(
      <InstagramScreen language="fr" navigation={navigation()} search="" />,
      api(LINKED),
    );
    await settle();
    await act(async () => buttonNamed(container, 'Déconnecter Instagram')?.click());
    expect(server.requests.some((request) => request.path === '/api/instagram/revoke')).toBe(false);
    await act(async () => buttonNamed(container, 'Annuler')?.click());
    await act(async () => buttonNamed(container, 'Déconnecter Instagram')?.click());
    await act(async () => buttonNamed(container, 'Déconnecter')?.click());
    await settle();
    expect(server.requests.filter((request) => request.path === '/api/instagram/revoke')).toHaveLength(1);
    expect(container.querySelector('.state--empty')?.textContent).toBe(
      'Aucun compte Instagram n’est relié à votre profil.',
    );
  });

  it('says when the server cannot link Instagram, and when the account must be connected again', async () => {
    const off = render(
      <InstagramScreen language="fr" navigation={navigation()} search="" />,
      api({ configured: false, connection: null }),
    );
    await settle();
    expect(off.container.querySelector('.state--empty')?.textContent).toBe(
      'La liaison avec Instagram n’est pas disponible sur ce serveur.',
    );
    expect(buttonNamed(off.container, 'Connecter Instagram')).toBeUndefined();
    const expired = render(
      <InstagramScreen language="fr" navigation={navigation()} search="" />,
      api({
        configured: true,
        connection: LINKED.connection && { ...LINKED.connection, needsReconnection: true },
      }),
    );
    await settle();
    expect(buttonNamed(expired.container, 'Reconnecter Instagram')).toBeDefined();
  });
});

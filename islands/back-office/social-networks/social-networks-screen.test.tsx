// @vitest-environment jsdom
import { act } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { storeTokens } from '@shared/session/token-cookies';
import { json, type SentRequest } from '@shared/testing/fake-fetch';
import { renderingWithApi } from '@shared/testing/render-with-api';
import { settle } from '@shared/forms/test-helpers';
import SocialNetworksScreen from './social-networks-screen';

const render = renderingWithApi();
beforeEach(() => storeTokens({ token: 'access-1', refresh_token: 'refresh-1' }));

const INSTAGRAM = { type: 'instagram', url: 'https://www.instagram.com/atelier.lumiere' };

/** A server holding `networks`, refusing a save as `refuse` says, else keeping what it is sent. */
function server(networks: unknown[], refuse?: Record<string, string>) {
  let kept = networks;
  return (request: SentRequest) => {
    if (request.method === 'GET') return json({ networks: kept });
    if (refuse) {
      return json({ statusCode: 400, error: 'Bad Request', message: 'Refusé', fields: refuse }, 400);
    }
    kept = (request.body as { networks: unknown[] }).networks;
    return json({ networks: kept });
  };
}

const inputs = (container: HTMLElement) => [...container.querySelectorAll<HTMLInputElement>('input')];
const buttonNamed = (container: HTMLElement, name: string) => {
  const found = [...container.querySelectorAll('button')].find((button) =>
    button.textContent?.endsWith(name),
  );
  if (!found) throw new Error(`no button ${name}`);
  return found;
};
const click = async (element: HTMLElement) => {
  await act(async () => element.click());
  await settle();
};

describe('the social networks page', () => {
  it('says there is none yet, then adds a row offering a network not listed and saves it', async () => {
    const { container, server: fake } = render(<SocialNetworksScreen language="fr" />, server([]));
    await settle();
    expect(container.textContent).toContain('Aucun réseau pour l’instant');
    await click(buttonNamed(container, 'Ajouter un réseau'));
    const select = container.querySelector('select');
    expect(select?.value).toBe('instagram');
    expect(document.activeElement).toBe(select);
    await click(buttonNamed(container, 'Enregistrer'));
    // An empty address is refused by the form itself: nothing is sent.
    expect(fake.requests.filter((request) => request.method === 'POST')).toHaveLength(0);
  });

  it('puts the server’s refusal of a row’s address on that row’s field', async () => {
    const { container } = render(
      <SocialNetworksScreen language="fr" />,
      server([INSTAGRAM, { type: 'facebook', url: 'https://facebook.com/atelier' }], {
        'networks.1.url': 'Saisissez l’adresse https de votre page sur ce réseau.',
      }),
    );
    await settle();
    await click(buttonNamed(container, 'Enregistrer'));
    const second = inputs(container)[1];
    expect(second?.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(second);
    expect(container.textContent).not.toContain('Vos réseaux ont été enregistrés.');
  });

  it('removes a row and says the list was saved once the server kept it', async () => {
    const { container, server: fake } = render(
      <SocialNetworksScreen language="fr" />,
      server([INSTAGRAM, { type: 'facebook', url: 'https://facebook.com/atelier' }]),
    );
    await settle();
    await click(buttonNamed(container, 'Retirer Réseau 2'));
    await click(buttonNamed(container, 'Enregistrer'));
    expect(fake.requests.at(-1)?.body).toEqual({ networks: [INSTAGRAM] });
    expect(container.textContent).toContain('Vos réseaux ont été enregistrés.');
  });
});

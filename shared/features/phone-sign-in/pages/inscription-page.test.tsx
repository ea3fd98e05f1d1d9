// @vitest-environment jsdom
import { act, createRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pageQueryClient } from '@shared/api/query';
import { ApiError } from '@shared/api/client/errors';
import { createApiClient, type Fetch } from '@shared/api/client';
import * as authApi from '@shared/api/contract/auth';
import { EXAMPLE_USER } from '@shared/api/contract/examples';
import {
  createTestRoot,
  errorOf,
  inputLabelled,
  submitForm,
  typeInto,
  type TestRoot,
} from '@shared/forms/test-helpers';
import { fakeFetch, json } from '@shared/testing/fake-fetch';
import { eventually } from '@shared/testing/react-root';
import type { SignInAction } from '../sign-in-actions';
import { LYON, onInscription, PHONE } from '../sign-in-test-states';
import { InscriptionPage } from './inscription-page';

/** The registration endpoint on a fake server answering `status` and `body`; records what it was sent. */
function registerAnswering(status: number, body: unknown) {
  const sent: unknown[] = [];
  const fetch: Fetch = async (_url, init) => {
    sent.push(JSON.parse(String(init.body)));
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  };
  const session = {
    getAccessToken: () => undefined,
    getRefreshToken: () => undefined,
    storeTokens: () => {},
    expire: () => {},
  };
  const client = createApiClient({ fetch, session });
  return {
    sent,
    register: async (registration: authApi.Registration) => {
      await client.call(authApi.register, registration);
    },
  };
}

const SIGNED_UP = { user: EXAMPLE_USER, token: 'a', refresh_token: 'r' };

/** The page's own API client (its city suggestions) goes to this server, which knows one city. */
let localities: ReturnType<typeof fakeFetch>;
let root: TestRoot;
let dispatched: SignInAction[];
beforeEach(() => {
  localities = fakeFetch(() => json({ localities: [LYON] }));
  vi.stubGlobal('fetch', localities.fetch);
  root = createTestRoot();
  dispatched = [];
});
afterEach(() => {
  root.unmount();
  pageQueryClient().clear();
  vi.unstubAllGlobals();
});

function renderPage(register: (registration: authApi.Registration) => Promise<void>) {
  root.render(
    <InscriptionPage
      signIn={onInscription()}
      dispatch={(action) => dispatched.push(action)}
      register={register}
      headingId="heading"
      headingRef={createRef()}
      intro="Pour vous répondre."
    />,
  );
}

const input = (label: string) => inputLabelled(root.host, label);

async function fillIn({ pickLyon }: { pickLyon: boolean }) {
  await typeInto(input('Adresse e-mail'), 'camille@example.fr');
  await typeInto(input('Nom'), 'Martin');
  await typeInto(input('Prénom'), 'Camille');
  await typeInto(input('Ville'), 'Ly');
  if (pickLyon) {
    const option = () => root.host.querySelector<HTMLElement>('[role="option"]');
    await eventually(() => expect(option()).not.toBeNull());
    await act(async () => option()?.click());
  } else await typeInto(input('Ville'), 'Oyonnax');
  await act(async () => input('J’accepte').click());
}

describe('the inscription page', () => {
  it('shows a 400 naming the email on the email field, not among the sign-in messages', async () => {
    const server = registerAnswering(400, {
      statusCode: 400,
      error: 'Bad Request',
      message: 'Un compte utilise déjà cette adresse.',
      fields: { email: 'Un compte utilise déjà cette adresse.' },
    });
    renderPage(server.register);
    await fillIn({ pickLyon: true });
    await submitForm(root.host);

    expect(server.sent).toHaveLength(1);
    expect(errorOf(input('Adresse e-mail'))).toBe('Un compte utilise déjà cette adresse.');
    expect(document.activeElement).toBe(input('Adresse e-mail'));
    expect(dispatched.filter((action) => action.type === 'registrationFailed')).toEqual([]);
  });

  it("shows a 400 naming the picked city's postal code on the city", async () => {
    const server = registerAnswering(400, {
      statusCode: 400,
      error: 'Bad Request',
      message: 'Valeur invalide (zipCode)',
      fields: { zipCode: 'Valeur invalide (zipCode)' },
    });
    renderPage(server.register);
    await fillIn({ pickLyon: true });
    await submitForm(root.host);
    expect(errorOf(input('Ville'))).toBe('Valeur invalide (zipCode)');
  });

  it('gives any other refusal to the sign-in, which says it', async () => {
    const server = registerAnswering(409, {
      statusCode: 409,
      error: 'Conflict',
      message: 'Un compte existe déjà pour ce numéro de téléphone.',
    });
    renderPage(server.register);
    await fillIn({ pickLyon: false });
    await submitForm(root.host);
    const failures = dispatched.filter((action) => action.type === 'registrationFailed');
    expect(failures).toHaveLength(1);
    expect(failures[0]).toMatchObject({ cause: expect.any(ApiError) });
    expect(errorOf(input('Adresse e-mail'))).toBeUndefined();
  });

  it('sends the picked city with its postal code, and forgets the pick once the text changes', async () => {
    const server = registerAnswering(200, SIGNED_UP);
    renderPage(server.register);
    await fillIn({ pickLyon: true });
    expect(input('Ville').value).toBe('Lyon');
    await submitForm(root.host);
    await typeInto(input('Ville'), 'Lyon 3e');
    await submitForm(root.host);
    expect(server.sent).toEqual([
      expect.objectContaining({ city: 'Lyon', zipCode: '69001', latitude: 45.76, phone: PHONE }),
      expect.objectContaining({ city: 'Lyon 3e', zipCode: null, latitude: null, country: 'FR' }),
    ]);
    await eventually(() =>
      expect(localities.requests.map((request) => request.query.q)).toEqual(['Ly', 'Lyon 3e']),
    );
  });

  it('names every wrong field when sent too early, and focuses the first', async () => {
    const register = vi.fn(async () => {});
    renderPage(register);
    await submitForm(root.host);
    expect([...root.host.querySelectorAll('.pp-ui-field__error')].map((error) => error.textContent)).toEqual([
      'Email invalide',
      'Nom invalide',
      'Prénom invalide',
      'Ville invalide',
      'Vous devez accepter les conditions générales de vente',
    ]);
    expect(document.activeElement).toBe(input('Adresse e-mail'));
    expect(register).not.toHaveBeenCalled();
  });
});

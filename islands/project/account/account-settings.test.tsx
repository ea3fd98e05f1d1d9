// @vitest-environment jsdom
import { act } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { PendingEmail } from '@shared/api/contract/account';
import { exampleUser } from '@shared/api/contract/examples';
import { errorOf, inputLabelled, submitForm, typeInto } from '@shared/forms/test-helpers';
import { storeTokens } from '@shared/session/token-cookies';
import { json, type FakeHandler } from '@shared/testing/fake-fetch';
import { eventually } from '@shared/testing/react-root';
import { renderingWithApi } from '@shared/testing/render-with-api';
import { AccountSettings } from './account-settings';

const CONFIRMED = 'camille.martin@example.fr';
const NEW = 'camille.nouvelle@example.fr';
const USER = exampleUser({ email: CONFIRMED });

const pendingFor = (email: string, linkExpired = false): PendingEmail => ({
  email,
  sentAt: '2026-11-27T10:00:00.000Z',
  expiresAt: '2026-11-28T10:00:00.000Z',
  linkExpired,
});

const render = renderingWithApi();
beforeEach(() => storeTokens({ token: 'access-1', refresh_token: 'refresh-1' }));

/** The account's server: the user, its pending address (changed by what the settings send), and the changes. */
function accountServer(initiallyPending: PendingEmail | null): FakeHandler {
  let pending = initiallyPending;
  return (request) => {
    const call = `${request.method} ${request.path}`;
    if (call === 'GET /api/me') return json({ user: USER });
    if (call === 'GET /search/locality') return json({ localities: [] });
    if (call === 'GET /api/email-change') return json({ success: true, pendingEmail: pending });
    if (call === 'POST /api/update-profile') {
      const { email } = request.body as { email?: string };
      if (email !== undefined) pending = pendingFor(email);
      return json({ success: true, user: USER, pendingEmail: pending });
    }
    if (call === 'POST /api/email-change/resend') {
      pending = pendingFor(pending?.email ?? '');
      return json({ success: true, pendingEmail: pending });
    }
    if (call === 'DELETE /api/email-change') {
      pending = null;
      return json({ success: true });
    }
    throw new Error(`unexpected ${call}`);
  };
}

function renderSettings(pending: PendingEmail | null) {
  const { server, container } = render(
    <AccountSettings country="FR" language="fr" reload={() => {}} />,
    accountServer(pending),
  );
  const button = (name: string) =>
    [...container.querySelectorAll('button')].find((element) => element.textContent === name);
  const text = () => container.textContent ?? '';
  return {
    server,
    container,
    button,
    text,
    calls: () => server.requests.map((r) => `${r.method} ${r.path}`),
  };
}

describe('the account settings, with a new email address', () => {
  it('say where the link went and which address stays in use, and send it again or keep the address', async () => {
    const settings = renderSettings(pendingFor(NEW));
    await eventually(() =>
      expect(settings.text()).toContain(
        `Un lien de confirmation a été envoyé à ${NEW}. Votre adresse reste ${CONFIRMED} tant que vous ne l’avez pas ouvert.`,
      ),
    );
    await eventually(() => expect(inputLabelled(settings.container, 'Adresse e-mail').value).toBe(CONFIRMED));

    await act(async () => settings.button('Renvoyer le lien')?.click());
    await eventually(() => expect(settings.text()).toContain(`Un nouveau lien a été envoyé à ${NEW}.`));
    expect(settings.calls()).toContain('POST /api/email-change/resend');

    await act(async () => settings.button('Garder mon adresse actuelle')?.click());
    await eventually(() => {
      expect(settings.text()).toContain(`Votre adresse reste ${CONFIRMED}.`);
      expect(settings.text()).not.toContain('Un lien de confirmation a été envoyé');
      expect(settings.button('Renvoyer le lien')).toBeUndefined();
    });
    expect(settings.calls()).toContain('DELETE /api/email-change');
  });

  it('after a new address is saved, show the one in use in the field and the new one as pending', async () => {
    const settings = renderSettings(null);
    await eventually(() => expect(settings.button('Enregistrer')).toBeDefined());
    expect(settings.text()).not.toContain('Un lien de confirmation');
    await typeInto(inputLabelled(settings.container, 'Adresse e-mail'), NEW);
    await submitForm(settings.container);
    await eventually(() =>
      expect(settings.text()).toContain(
        `Un lien de confirmation a été envoyé à ${NEW}. Votre adresse reste ${CONFIRMED}`,
      ),
    );
    expect(inputLabelled(settings.container, 'Adresse e-mail').value).toBe(CONFIRMED);
    expect(settings.server.requests.find((r) => r.path === '/api/update-profile')?.body).toEqual({
      email: NEW,
    });
  });

  it('say when the link has expired', async () => {
    const settings = renderSettings(pendingFor(NEW, true));
    await eventually(() =>
      expect(settings.text()).toContain(
        `Le lien envoyé à ${NEW} a expiré : votre adresse reste ${CONFIRMED}. Renvoyez le lien pour confirmer la nouvelle.`,
      ),
    );
    expect(settings.button('Renvoyer le lien')).toBeDefined();
  });
});

describe('the account settings, with a new city', () => {
  it('refuse a typed city not picked from the suggestions, on the city, as the wizard does, and send nothing', async () => {
    const settings = renderSettings(null);
    await eventually(() => expect(settings.button('Enregistrer')).toBeDefined());
    const city = inputLabelled(settings.container, 'Ville');
    await typeInto(city, 'Oyonnax');
    await submitForm(settings.container);
    expect(errorOf(city)).toBe('Choisissez une ville dans la liste proposée.');
    expect(document.activeElement).toBe(city);
    expect(settings.calls()).not.toContain('POST /api/update-profile');
  });
});

describe('the account settings’ locked details', () => {
  it('show the phone as people read it, not as it is stored', async () => {
    const settings = renderSettings(null);
    await eventually(() => expect(settings.text()).toContain('Identité et téléphone'));
    const phone = [...settings.container.querySelectorAll('.pp-account__locked dd')].at(-1);
    expect(phone?.textContent).toBe('+33 6 12 34 56 78');
  });
});

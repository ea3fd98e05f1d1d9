// @vitest-environment jsdom
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { inputLabelled, typeInto } from '@shared/forms/test-helpers';
import { getAccessToken, storeTokens } from '@shared/session/token-cookies';
import { failure, json, type FakeHandler } from '@shared/testing/fake-fetch';
import { eventually } from '@shared/testing/react-root';
import { renderingWithApi } from '@shared/testing/render-with-api';
import { ForgotPasswordForm } from './forgot-password-form';
import { ResetPasswordForm } from './reset-password-form';

const render = renderingWithApi();
const TOKEN = 'r'.repeat(43);

async function sendNewPassword(container: HTMLElement) {
  await typeInto(inputLabelled(container, 'Nouveau mot de passe'), 'un-tout-nouveau-mot-de-passe');
  await act(async () => container.querySelector<HTMLButtonElement>('button[type="submit"]')?.click());
}

describe('the back-office’s forgotten password', () => {
  it('answers the same whatever the address: “check your mailbox”, naming it', async () => {
    const { container, server } = render(<ForgotPasswordForm language="fr" />, () => json({ success: true }));
    await typeInto(inputLabelled(container, 'Adresse e-mail'), 'atelier@example.com');
    await act(async () => container.querySelector<HTMLButtonElement>('button[type="submit"]')?.click());
    await eventually(() =>
      expect(container.querySelector('h2')?.textContent).toBe('Vérifiez votre boîte mail'),
    );
    expect(container.textContent).toContain('Si un compte existe pour atelier@example.com');
    expect(server.requests.map(({ path, body }) => [path, body])).toEqual([
      ['/api/reset-password/request', { email: 'atelier@example.com' }],
    ]);
  });
});

describe('the back-office’s new password', () => {
  const renderReset = (handler: FakeHandler, token: string | null = TOKEN) =>
    render(<ResetPasswordForm language="fr" token={token} />, handler);

  it('sets the new password from the link, and forgets this browser’s session, which the server ended', async () => {
    storeTokens({ token: 'access-1', refresh_token: 'refresh-1' });
    const { container, server } = renderReset(() => json({ success: true }));
    await sendNewPassword(container);
    await eventually(() =>
      expect(container.querySelector('h2')?.textContent).toBe(
        'Votre mot de passe a été changé. Connectez-vous avec le nouveau.',
      ),
    );
    expect(server.requests.map(({ path, body }) => [path, body])).toEqual([
      ['/api/reset-password/token', { token: TOKEN, password: 'un-tout-nouveau-mot-de-passe' }],
    ]);
    expect(getAccessToken()).toBeUndefined();
  });

  it('says a used or expired link is dead, and leads to a new one', async () => {
    const { container } = renderReset(() => failure(410, 'Lien expiré.'));
    await sendNewPassword(container);
    await eventually(() =>
      expect(container.querySelector('[role="alert"]')?.textContent).toBe(
        'Ce lien a expiré ou a déjà servi. Demandez-en un nouveau.',
      ),
    );
    expect(container.querySelector('a')?.getAttribute('href')).toBe('/forgot-password');
  });

  it('says at once that a link without its token is not valid, without a form', () => {
    const { container } = renderReset(() => json({}), null);
    expect(container.querySelector('form')).toBeNull();
    expect(container.querySelector('[role="alert"]')?.textContent).toContain('Ce lien n’est pas valide.');
  });

  it('shows any other failure under the form, which stays', async () => {
    const { container } = renderReset(() => failure(500, 'Panne'));
    await sendNewPassword(container);
    await eventually(() =>
      expect(container.querySelector('[role="alert"]')?.textContent).toBe(
        'Une erreur est survenue : Erreur 500 : Panne',
      ),
    );
    expect(container.querySelector('form')).not.toBeNull();
  });
});

// @vitest-environment jsdom
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { failure, json, type FakeHandler } from '@shared/testing/fake-fetch';
import { eventually } from '@shared/testing/react-root';
import { renderingWithApi } from '@shared/testing/render-with-api';
import { ConfirmEmail } from './confirm-email';

const render = renderingWithApi();
const TOKEN = 'k'.repeat(43);

function renderConfirm(handler: FakeHandler, token: string | null = TOKEN) {
  return render(<ConfirmEmail language="fr" token={token} />, handler);
}

const press = (container: HTMLElement) =>
  act(async () => container.querySelector<HTMLButtonElement>('button')?.click());

describe('the back-office’s address confirmation', () => {
  it('confirms nothing until the provider presses the button, then says the address is confirmed', async () => {
    const { container, server } = renderConfirm(() => json({ success: true, email: 'atelier@example.com' }));
    expect(server.requests).toEqual([]);
    await press(container);
    await eventually(() =>
      expect(container.querySelector('h2')?.textContent).toBe(
        'Votre adresse atelier@example.com est confirmée.',
      ),
    );
    expect(server.requests.map(({ path, body }) => [path, body])).toEqual([
      ['/api/confirm-email', { token: TOKEN }],
    ]);
    expect(container.querySelector('a')?.getAttribute('href')).toBe('/login');
  });

  it('says why a link that was used or expired no longer works, in the server’s words, and what to do', async () => {
    const { container } = renderConfirm(() => failure(410, 'Ce lien de confirmation a expiré.'));
    await press(container);
    await eventually(() =>
      expect(container.querySelector('[role="alert"]')?.textContent).toBe(
        'Ce lien de confirmation a expiré.',
      ),
    );
    expect(container.textContent).toContain('Si votre adresse est déjà confirmée, connectez-vous.');
  });

  it('says at once that a link without a token is not valid', () => {
    const { container, server } = renderConfirm(() => json({}), 'tronqué');
    expect(container.querySelector('[role="alert"]')?.textContent).toBe(
      'Ce lien de confirmation n’est pas valide. Vérifiez qu’il est complet.',
    );
    expect(container.querySelector('button')).toBeNull();
    expect(server.requests).toEqual([]);
  });
});

// @vitest-environment jsdom
import { act } from 'react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Promotion } from '@shared/api/contract/back-office/marketing';
import { storeTokens } from '@shared/session/token-cookies';
import { exampleProvider } from '@shared/testing/back-office-fixtures';
import { json, type FakeHandler } from '@shared/testing/fake-fetch';
import { eventually } from '@shared/testing/react-root';
import { renderingWithApi } from '@shared/testing/render-with-api';
import { Dashboard } from '../dashboard/dashboard';
import { PromotionalAlert } from './promotional-alert';
import { PromotionalPopup } from './promotional-popup';

const render = renderingWithApi();
const ACTIVE_PATHS = ['/api/promotional-alert/active', '/api/promotional-popup/active'];

const ALERT: Promotion = {
  id: 3,
  title: 'Complétez votre profil',
  body: 'Les profils complets sont proposés en premier.',
  link: { path: '/onboarding', label: 'Voir ma liste' },
};
const POPUP: Promotion = { id: 60, title: 'Bienvenue', body: 'Votre espace est prêt.', link: null };

// jsdom has no modal dialogs: the dialog's own behaviour (the focus kept inside) is shared/ui's, tested in
// Chromium. Here showModal opens it and close closes it, as the browser's do.
const { showModal, close } = HTMLDialogElement.prototype;
beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
});
afterAll(() => {
  HTMLDialogElement.prototype.showModal = showModal;
  HTMLDialogElement.prototype.close = close;
});

/** A server whose promotions are `shown` until dismissed, which it records. */
function promotionServer(shown: { alert: Promotion | null; popup: Promotion | null }) {
  const dismissed: { kind: string; body: unknown }[] = [];
  const handler: FakeHandler = (request) => {
    const kind = request.path.includes('alert') ? 'alert' : 'popup';
    if (request.path.endsWith('/dismiss')) {
      dismissed.push({ kind, body: request.body });
      shown[kind] = null;
      return json({ success: true });
    }
    return json({ promotion: shown[kind] });
  };
  return { handler, dismissed };
}

function renderPromotions(handler: FakeHandler) {
  storeTokens({ token: 'access-1', refresh_token: 'refresh-1' });
  return render(
    <>
      <PromotionalAlert language="fr" />
      <PromotionalPopup language="fr" />
    </>,
    handler,
  );
}

describe('the dashboard’s promotions', () => {
  it('shows the alert with its link until it is dismissed, keeping the focus in place', async () => {
    const server = promotionServer({ alert: { ...ALERT }, popup: null });
    const { container } = renderPromotions(server.handler);
    await eventually(() =>
      expect(container.querySelector('h2')?.textContent).toBe('Annonce Complétez votre profil'),
    );
    expect(container.querySelector('a')?.getAttribute('href')).toBe('/onboarding');
    const dismiss = [...container.querySelectorAll('button')].find(
      (button) => button.textContent === 'Masquer cette annonce',
    );
    act(() => {
      dismiss?.focus();
      dismiss?.click();
    });
    await eventually(() => expect(container.querySelector('.pp-promotion-alert')).toBeNull());
    expect(server.dismissed).toEqual([{ kind: 'alert', body: { id: 3 } }]);
    expect(document.activeElement).toBe(container.querySelector('.pp-promotion-region'));
  });

  it('opens the popup as a dialog, and closing it (its button, or Escape’s close) dismisses it once', async () => {
    const server = promotionServer({ alert: null, popup: { ...POPUP } });
    const { container } = renderPromotions(server.handler);
    await eventually(() => expect(container.querySelector('dialog')?.hasAttribute('open')).toBe(true));
    const dialog = container.querySelector('dialog');
    expect(dialog?.querySelector('h2')?.textContent).toBe('Bienvenue');
    expect(dialog?.textContent).toContain('Votre espace est prêt.');
    const gotIt = [...(dialog?.querySelectorAll('button') ?? [])].find(
      (button) => button.textContent === 'J’ai compris',
    );
    act(() => gotIt?.click());
    await eventually(() => expect(server.dismissed).toEqual([{ kind: 'popup', body: { id: 60 } }]));
    expect(dialog?.hasAttribute('open')).toBe(false);
  });

  it('shows nothing when the server has none', async () => {
    const server = promotionServer({ alert: null, popup: null });
    const { container, server: sent } = renderPromotions(server.handler);
    await eventually(() => expect(sent.requests.map(({ path }) => path).sort()).toEqual(ACTIVE_PATHS));
    await eventually(() => expect(container.querySelector('.pp-promotion-alert')).toBeNull());
    expect(container.querySelector('dialog')).toBeNull();
  });

  it('are left out of the dashboard while support acts as the provider: support never dismisses them', async () => {
    const server = promotionServer({ alert: { ...ALERT }, popup: { ...POPUP } });
    const impersonation = { adminName: 'Sam Support', endsAt: '2026-06-01T11:00:00.000Z' };
    storeTokens({ token: 'access-1', refresh_token: 'refresh-1' });
    const { container, server: sent } = render(
      <Dashboard language="fr" siteOrigins={{}} goTo={() => {}} currentPath={() => '/'} />,
      (request, index) =>
        request.path === '/api/me'
          ? json({ ...exampleProvider(), impersonation })
          : server.handler(request, index),
    );
    await eventually(() => expect(container.textContent).toContain('Bonjour Camille'));
    expect(container.querySelector('.pp-promotion-alert, dialog')).toBeNull();
    expect(sent.requests.map(({ path }) => path)).not.toContain(ACTIVE_PATHS[0]);
  });
});

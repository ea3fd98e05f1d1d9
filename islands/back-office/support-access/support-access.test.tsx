// @vitest-environment jsdom
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import type { SupportLogEntry } from '@shared/api/contract/back-office/support-access';
import { storeTokens } from '@shared/session/token-cookies';
import { exampleProvider } from '@shared/testing/back-office-fixtures';
import { failure, json, type FakeHandler } from '@shared/testing/fake-fetch';
import { eventually } from '@shared/testing/react-root';
import { renderingWithApi } from '@shared/testing/render-with-api';
import SupportAccessScreen from './support-access-screen';
import { SupportBanner } from './support-banner';

const render = renderingWithApi();
const IMPERSONATION = { adminName: 'Sam Support', endsAt: '2026-06-01T11:00:00.000Z' };

function renderBanner(handler: FakeHandler) {
  storeTokens({ token: 'access-1', refresh_token: 'refresh-1' });
  const visits: string[] = [];
  const rendered = render(<SupportBanner language="fr" goTo={(path) => visits.push(path)} />, handler);
  return { ...rendered, visits };
}

describe('the support banner', () => {
  it('says who acts for whom until when, with no way to hide it but to stop, which leaves for the support page', async () => {
    let stopped = false;
    const banner = renderBanner((request) => {
      if (request.path === '/api/stop-impersonating') {
        stopped = true;
        return json({ success: true });
      }
      return json({ ...exampleProvider(), impersonation: IMPERSONATION });
    });
    await eventually(() =>
      expect(banner.container.querySelector('section')?.getAttribute('aria-label')).toBe(
        'Accès du support en cours',
      ),
    );
    const text = banner.container.querySelector('.pp-support-banner__text')?.textContent ?? '';
    expect(text).toContain('Sam Support agit pour Atelier Lumière jusqu’à');
    expect(text).toContain('la fermeture du compte sont refusés');
    const buttons = [...banner.container.querySelectorAll('button')].map((button) => button.textContent);
    expect(buttons).toEqual(['Arrêter l’accès']);

    act(() => banner.container.querySelector('button')?.click());
    await eventually(() => expect(banner.visits).toEqual(['/support-access']));
    expect(stopped).toBe(true);
  });

  it('draws nothing for a provider’s own session, or a session that is no provider’s', async () => {
    const own = renderBanner(() => json(exampleProvider()));
    await eventually(() => expect(own.server.requests).toHaveLength(1));
    expect(own.container.innerHTML).toBe('');
  });

  it('says so when the access could not be stopped, and stays', async () => {
    const banner = renderBanner((request) =>
      request.path === '/api/stop-impersonating'
        ? failure(503)
        : json({ ...exampleProvider(), impersonation: IMPERSONATION }),
    );
    await eventually(() => expect(banner.container.querySelector('button')).not.toBeNull());
    act(() => banner.container.querySelector('button')?.click());
    await eventually(() =>
      expect(banner.container.querySelector('[role="alert"]')?.textContent).toBe(
        'L’accès n’a pas pu être arrêté. Réessayez.',
      ),
    );
    expect(banner.visits).toEqual([]);
  });
});

describe('the support log', () => {
  const entry = (changes: Partial<SupportLogEntry>): SupportLogEntry => ({
    id: 1,
    at: '2026-06-01T10:00:00.000Z',
    kind: 'started',
    adminName: 'Sam Support',
    action: null,
    status: null,
    endsAt: null,
    ...changes,
  });

  it('tells the provider each access and each change, a refused or failed one as tried', async () => {
    storeTokens({ token: 'access-1', refresh_token: 'refresh-1' });
    const { container } = render(<SupportAccessScreen language="fr" />, () =>
      json({
        entries: [
          entry({ id: 5, kind: 'stopped' }),
          entry({ id: 4, kind: 'refused', action: 'POST /api/account/delete', status: 403 }),
          entry({ id: 3, kind: 'changed', action: 'POST /api/phone/check', status: 400 }),
          entry({ id: 2, kind: 'changed', action: 'POST /api/company/name', status: 200 }),
          entry({ id: 1, kind: 'started', endsAt: '2026-06-01T11:00:00.000Z' }),
        ],
        page: 1,
        pageCount: 1,
        total: 5,
      }),
    );
    await eventually(() => expect(container.querySelectorAll('li:not(.state)')).toHaveLength(5));
    const lines = [...container.querySelectorAll('li')].map((line) => line.textContent ?? '');
    expect(lines[0]).toMatch(/^Le .+, Sam Support \(support\) a quitté votre compte\.$/);
    expect(lines[1]).toContain('action réservée au titulaire du compte, refusée : POST /api/account/delete.');
    expect(lines[2]).toContain('a tenté une modification qui n’a pas abouti : POST /api/phone/check.');
    expect(lines[3]).toContain('a modifié votre compte : POST /api/company/name.');
    expect(lines[4]).toMatch(/a consulté votre compte, jusqu’au .+ au plus tard\.$/);
  });

  it('says when support never came in', async () => {
    storeTokens({ token: 'access-1', refresh_token: 'refresh-1' });
    const { container } = render(<SupportAccessScreen language="fr" />, () =>
      json({ entries: [], page: 1, pageCount: 1, total: 0 }),
    );
    await eventually(() =>
      expect(container.querySelector('.state')?.textContent).toBe(
        'Le support n’a jamais accédé à votre compte.',
      ),
    );
  });
});

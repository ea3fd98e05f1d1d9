// @vitest-environment jsdom
import { act } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Lead } from '@shared/api/contract/back-office/event-requests';
import { settle } from '@shared/forms/test-helpers';
import { storeTokens } from '@shared/session/token-cookies';
import { json, type SentRequest } from '@shared/testing/fake-fetch';
import { renderingWithApi } from '@shared/testing/render-with-api';
import LeadsScreen from './leads-screen';

const render = renderingWithApi();
beforeEach(() => {
  storeTokens({ token: 'access-1', refresh_token: 'refresh-1' });
  window.history.replaceState(null, '', '/leads');
  // jsdom has no modal dialogs: opening one marks it open, as a browser would.
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});

const LEAD: Lead = {
  uuid: '0b0e6a3c-8d1f-4c7e-9a2b-3c4d5e6f7a8b',
  status: 'new',
  price: 8,
  message: 'Nous préparons un mariage champêtre pour 120 invités.',
  event: {
    type: 'wedding',
    date: '2027-06-12',
    city: 'Lyon',
    distanceKm: 4,
    serviceType: 'full-service',
    guestRangeId: 3,
    budgetRangeId: null,
    plannerBudgetRangeId: null,
    languages: ['fr'],
  },
  contacted: 3,
  unlockedBy: 1,
  quality: {
    phoneVerified: true,
    datePlausible: true,
    completeness: { score: 71, missing: ['budget', 'plannerBudget'] },
  },
  sentAt: '2026-11-20T10:00:00.000Z',
  readAt: null,
  answeredAt: null,
  expiresAt: '2026-12-20T10:00:00.000Z',
  decline: null,
  contact: null,
};

/** The back-office's API as the page reads it: the leads, the reference lists, and `unlock`'s answer. */
function server(unlock: (request: SentRequest) => Response) {
  return (request: SentRequest) => {
    switch (request.path) {
      case '/api/event-requests':
        return json({ requests: [LEAD], page: 1, pageCount: 1, total: 1 });
      case '/api/event-types':
        return json({ eventTypes: [{ slug: 'wedding', name: 'Mariage' }] });
      case '/api/service-types':
        return json({ serviceTypes: [{ id: 1, slug: 'full-service', name: 'Organisation complète' }] });
      case '/api/project/ranges/guest':
        return json({ ranges: [{ id: 3, label: 'De 100 à 149 invités', min: 100, max: 149 }] });
      case '/api/project/ranges/budget':
      case '/api/project/ranges/planner-budget':
        return json({ ranges: [] });
      case `/api/event-requests/${LEAD.uuid}/unlock`:
        return unlock(request);
      case `/api/event-requests/${LEAD.uuid}/reject`:
        return json({ request: { ...LEAD, status: 'declined', decline: request.body } });
      default:
        return json({ statusCode: 404, error: 'Not Found', message: 'Introuvable' }, 404);
    }
  };
}

const buttonNamed = (name: string) => {
  const found = [...document.querySelectorAll('button')].find((button) => button.textContent === name);
  if (!found) throw new Error(`no button ${name}`);
  return found;
};
const click = async (element: HTMLElement) => {
  await act(async () => element.click());
  await settle();
};
const dialog = () => document.querySelector('dialog[open]');

describe('the leads page', () => {
  it('shows a lead’s brief and quality card, and confirms its price before unlocking it', async () => {
    const { container, server: fake } = render(
      <LeadsScreen language="fr" />,
      server(() =>
        json({
          request: {
            ...LEAD,
            status: 'unlocked',
            contact: { firstname: 'Camille', lastname: 'Martin', email: null, phone: null },
          },
        }),
      ),
    );
    await settle();
    const card = container.querySelector('article');
    expect(card?.textContent).toContain('Mariage le 12 juin 2027');
    expect(card?.textContent).toContain('Lyon, à 4 km de chez vous');
    expect(card?.textContent).toContain('De 100 à 149 invités');
    expect(card?.textContent).toContain('Wedding planners contactés : 3. L’ont débloquée : 1.');
    expect(card?.textContent).toContain('Téléphone vérifié');
    expect(card?.textContent).toContain(
      'Brief complet à 71 %. Il manque le budget total et le budget wedding planner.',
    );
    expect(card?.textContent).toContain('Prix : 8 crédits.');

    await click(buttonNamed('Débloquer (8 crédits)'));
    expect(dialog()?.textContent).toContain('Débloquer cette demande coûte 8 crédits.');
    // Nothing is debited until the provider confirms.
    expect(fake.requests.some((request) => request.method === 'POST')).toBe(false);
    await click(buttonNamed('Débloquer pour 8 crédits'));
    expect(
      fake.requests.filter((request) => request.method === 'POST').map((request) => request.path),
    ).toEqual([`/api/event-requests/${LEAD.uuid}/unlock`]);
    expect(dialog()).toBeNull();
    expect(container.textContent).toContain('Demande débloquée : 8 crédits débités.');
  });

  it('counts down the time a new lead has left for a quick answer', async () => {
    const fresh = { ...LEAD, sentAt: new Date(Date.now() - 2 * 3_600_000).toISOString() };
    const { container } = render(<LeadsScreen language="fr" />, (request) =>
      request.path === '/api/event-requests'
        ? json({ requests: [fresh], page: 1, pageCount: 1, total: 1 })
        : server(() => json({}))(request),
    );
    await settle();
    expect(container.textContent).toMatch(/Encore 4[56]\sh\s\d+\smin pour répondre dans les 48\sh\./);
  });

  it('shows no countdown on a lead whose quick-answer window is over', async () => {
    const { container } = render(
      <LeadsScreen language="fr" />,
      server(() => json({})),
    );
    await settle();
    expect(container.textContent).toContain('Prix : 8 crédits.');
    expect(container.textContent).not.toContain('pour répondre');
  });

  it('says when credits are short and links to buying them', async () => {
    render(
      <LeadsScreen language="fr" />,
      server(() =>
        json(
          {
            statusCode: 402,
            error: 'Payment Required',
            message: 'Vous n’avez pas assez de crédits. Achetez un pack de crédits pour continuer.',
          },
          402,
        ),
      ),
    );
    await settle();
    await click(buttonNamed('Débloquer (8 crédits)'));
    await click(buttonNamed('Débloquer pour 8 crédits'));
    const alert = dialog()?.querySelector('[role="alert"]');
    expect(alert?.textContent).toContain('Vous n’avez pas assez de crédits.');
    const buy = [...(alert?.querySelectorAll('a') ?? [])].find(
      (link) => link.textContent === 'Acheter des crédits',
    );
    expect(buy?.getAttribute('href')).toBe('/credits');
  });

  it('declines with the reason picked and the note typed', async () => {
    const { server: fake } = render(
      <LeadsScreen language="fr" />,
      server(() => json({})),
    );
    await settle();
    await click(buttonNamed('Refuser'));
    const select = dialog()?.querySelector('select');
    if (!select) throw new Error('no reason to pick');
    await act(async () => {
      select.value = 'out-of-area';
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
    const note = dialog()?.querySelector('textarea');
    if (!note) throw new Error('no note to type');
    await act(async () => {
      const setValue = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set;
      setValue?.call(note, 'Trop loin pour nous.');
      note.dispatchEvent(new Event('input', { bubbles: true }));
    });
    await click(buttonNamed('Refuser la demande'));
    expect(fake.requests.find((request) => request.method === 'POST')?.body).toEqual({
      reason: 'out-of-area',
      note: 'Trop loin pour nous.',
    });
  });
});

// @vitest-environment jsdom
import { act } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Lead } from '@shared/api/contract/back-office/event-requests';
import { DISPUTE_REASON_MAX_LENGTH } from '@shared/api/contract/back-office/lead-disputes';
import { errorOf, settle } from '@shared/forms/test-helpers';
import { storeTokens } from '@shared/session/token-cookies';
import { json, type SentRequest } from '@shared/testing/fake-fetch';
import { renderingWithApi } from '@shared/testing/render-with-api';
import LeadsScreen from './leads-screen';
import { enter, escape } from '@shared/testing/keyboard';

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
    this.dispatchEvent(new Event('close'));
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
  dispute: null,
  refundedAt: null,
  contact: null,
};

const UNLOCKED: Lead = {
  ...LEAD,
  status: 'unlocked',
  answeredAt: '2026-11-21T09:00:00.000Z',
  contact: { firstname: 'Camille', lastname: 'Martin', email: null, phone: '+33612345678' },
};

const CLAIM = {
  id: 7,
  status: 'open',
  reason: 'Le numéro n’est plus attribué.',
  openedAt: '2026-11-22T10:00:00.000Z',
  decidedAt: null,
} as const;

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

/** Replaces the text area's text as typing does: React hears an `input` event. */
const typeText = async (area: HTMLTextAreaElement, text: string) => {
  const setValue = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set;
  await act(async () => {
    area.focus();
    setValue?.call(area, text);
    area.dispatchEvent(new Event('input', { bubbles: true }));
  });
};
const textAreaOf = (host: Element | null) => {
  const area = host?.querySelector('textarea');
  if (!area) throw new Error('no text area');
  return area;
};

/**
 * The API of a page whose one lead is unlocked: the claim's endpoint answers `claim`, and once it succeeded the
 * lead carries the claim, as the server's lead does.
 */
function claimServer(claim: (request: SentRequest) => Response) {
  let claimed: Lead['dispute'] = null;
  return (request: SentRequest) => {
    if (request.path === '/api/event-requests') {
      return json({ requests: [{ ...UNLOCKED, dispute: claimed }], page: 1, pageCount: 1, total: 1 });
    }
    if (request.path === `/api/event-requests/${LEAD.uuid}/dispute`) {
      const answer = claim(request);
      if (answer.ok) claimed = { ...CLAIM, reason: String((request.body as { reason: string }).reason) };
      return answer;
    }
    return server(() => json({}))(request);
  };
}

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
    await typeText(textAreaOf(dialog()), 'Trop loin pour nous.');
    await click(buttonNamed('Refuser la demande'));
    expect(fake.requests.find((request) => request.method === 'POST')?.body).toEqual({
      reason: 'out-of-area',
      note: 'Trop loin pour nous.',
    });
  });
});

describe('contesting an unlocked lead’s charge', () => {
  it('says the automatic refunds, refuses a reason too short or too long on its field, then sends it to support', async () => {
    const { container, server: fake } = render(
      <LeadsScreen language="fr" />,
      claimServer(() => json({ dispute: CLAIM })),
    );
    await settle();
    const card = container.querySelector('article');
    expect(card?.textContent).toContain(
      'Vos crédits vous sont rendus automatiquement si le téléphone du couple est injoignable ou si le couple ferme son projet dans les 48 h qui suivent le déblocage.',
    );
    await click(buttonNamed('Contester ce débit'));
    expect(dialog()?.querySelector('h2')?.textContent).toBe('Contester le débit de cette demande ?');
    const reason = textAreaOf(dialog());
    const claims = () => fake.requests.filter((request) => request.path.endsWith('/dispute'));

    await click(buttonNamed('Envoyer au support'));
    expect(errorOf(reason)).toBe('Valeur invalide');
    await typeText(reason, 'x'.repeat(DISPUTE_REASON_MAX_LENGTH + 1));
    await click(buttonNamed('Envoyer au support'));
    expect(errorOf(reason)).toBe('Valeur invalide');
    expect(claims()).toEqual([]);

    await typeText(reason, ' Le numéro n’est plus attribué. ');
    expect(errorOf(reason)).toBeUndefined();
    await click(buttonNamed('Envoyer au support'));
    expect(claims().map(({ method, body }) => ({ method, body }))).toEqual([
      { method: 'POST', body: { reason: 'Le numéro n’est plus attribué.' } },
    ]);
    expect(dialog()).toBeNull();
    expect(container.textContent).toContain('Réclamation envoyée au support.');
    expect(container.querySelector('article')?.textContent).toContain('Votre réclamation du 22 nov. 2026');
    expect(container.querySelector('article')?.textContent).toContain('est entre les mains du support');
    expect(() => buttonNamed('Contester ce débit')).toThrow();
  });

  it('shows the server’s refusal of a second claim in the dialog, which stays open', async () => {
    render(
      <LeadsScreen language="fr" />,
      claimServer(() =>
        json(
          {
            statusCode: 409,
            error: 'Conflict',
            message: 'Une réclamation a déjà été faite pour cette demande.',
          },
          409,
        ),
      ),
    );
    await settle();
    await click(buttonNamed('Contester ce débit'));
    await typeText(textAreaOf(dialog()), 'Le couple ne répond pas.');
    await click(buttonNamed('Envoyer au support'));
    expect(dialog()?.querySelector('[role="alert"]')?.textContent).toContain(
      'Une réclamation a déjà été faite pour cette demande.',
    );
  });

  it('opens with Enter on its button and closes with Escape, the focus back on the button', async () => {
    const { server: fake } = render(
      <LeadsScreen language="fr" />,
      claimServer(() => json({ dispute: CLAIM })),
    );
    await settle();
    const contest = buttonNamed('Contester ce débit');
    contest.focus();
    expect(document.activeElement).toBe(contest);
    await enter();
    await settle();
    expect(dialog()?.querySelector('h2')?.textContent).toBe('Contester le débit de cette demande ?');
    textAreaOf(dialog()).focus();
    await escape();
    await settle();
    expect(dialog()).toBeNull();
    expect(document.activeElement).toBe(contest);
    expect(fake.requests.some((request) => request.method === 'POST')).toBe(false);
  });

  it('shows a claim support decided and an automatic refund, with no claim left to make', async () => {
    const decided = { ...CLAIM, status: 'refused', decidedAt: '2026-11-24T10:00:00.000Z' } as const;
    const refunded = {
      ...UNLOCKED,
      uuid: '5d1c0f3e-2b4a-4f6e-8c7d-9e0f1a2b3c4d',
      refundedAt: '2026-11-23T08:00:00.000Z',
    };
    const { container } = render(<LeadsScreen language="fr" />, (request) =>
      request.path === '/api/event-requests'
        ? json({ requests: [{ ...UNLOCKED, dispute: decided }, refunded], page: 1, pageCount: 2, total: 2 })
        : server(() => json({}))(request),
    );
    await settle();
    const [claimed, given] = [...container.querySelectorAll('article')].map((card) => card.textContent);
    expect(claimed).toContain('Le support a refusé le 24 nov. 2026');
    expect(claimed).toContain('les crédits restent débités.');
    expect(given).toContain('Les crédits de cette demande vous ont été rendus le 23 nov. 2026');
    expect(container.textContent).not.toContain('Contester ce débit');
    expect(container.textContent).not.toContain('rendus automatiquement');
  });
});

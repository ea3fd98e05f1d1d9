// @vitest-environment jsdom
import { act } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { CreditLog } from '@shared/api/contract/back-office/credits';
import { settle } from '@shared/forms/test-helpers';
import { storeTokens } from '@shared/session/token-cookies';
import { failure, json, type SentRequest } from '@shared/testing/fake-fetch';
import { renderingWithApi } from '@shared/testing/render-with-api';
import CreditsScreen from './credits-screen';

const render = renderingWithApi();
beforeEach(() => storeTokens({ token: 'access-1', refresh_token: 'refresh-1' }));

const PACKS = {
  packs: [
    { id: 'pack-10', credits: 10, price: 4900, currency: 'EUR' },
    { id: 'pack-25', credits: 25, price: 9900, currency: 'EUR' },
  ],
};

const log = (entry: Partial<CreditLog> & Pick<CreditLog, 'id' | 'kind' | 'credits' | 'balanceAfter'>) => ({
  createdAt: '2026-06-01T10:00:00.000Z',
  eventRequest: null,
  refundOf: null,
  receipt: null,
  reason: null,
  ...entry,
});

const LOGS = {
  balance: 7,
  awaited: [],
  logs: [
    log({ id: 3, kind: 'refund', credits: 3, balanceAfter: 7, refundOf: 2 }),
    log({
      id: 2,
      kind: 'unlock',
      credits: -3,
      balanceAfter: 4,
      eventRequest: '0b7c6a1e-2f44-4d5e-9a3b-1c2d3e4f5a6b',
    }),
    log({
      id: 1,
      kind: 'purchase',
      credits: 10,
      balanceAfter: 10,
      receipt: { id: '8f1e2d3c-4b5a-4968-8776-655443322110', number: 'FR-000001' },
    }),
  ],
  page: 1,
  pageCount: 1,
  total: 3,
};

function api(logs: unknown = LOGS) {
  return (request: SentRequest) => {
    if (request.path === '/api/credit/packs') return json(PACKS);
    if (request.path === '/api/credit/logs') return json(logs);
    if (request.path === '/api/credit/buy')
      return json({ checkoutUrl: 'http://pro.localhost/sandbox-checkout/sbx_1' });
    return failure(404);
  };
}

const navigation = (search = '') => {
  const visited: string[] = [];
  return { visited, goTo: (path: string) => visited.push(path), search: () => search };
};

/** Text as a reader sees it: Intl's narrow and no-break spaces as spaces. */
const plain = (text: string | null | undefined) => text?.replace(/[\u00a0\u202f]/g, ' ');

const rows = (container: HTMLElement) =>
  [...container.querySelectorAll('tbody tr')].map((row) =>
    [...row.querySelectorAll('td')].slice(1).map((cell) => plain(cell.textContent)),
  );

describe('the credits page', () => {
  it('shows the balance, the packs with their price, and the ledger newest first with what each row points at', async () => {
    const { container } = render(<CreditsScreen language="fr" navigation={navigation()} />, api());
    await settle();
    expect(container.querySelector('.pp-credits__balance')?.textContent).toBe('Solde 7 crédits disponibles');
    expect(
      [...container.querySelectorAll('.pp-credits__pack button')].map((button) =>
        plain(button.getAttribute('aria-label')),
      ),
    ).toEqual(['Acheter 10 crédits pour 49,00 €', 'Acheter 25 crédits pour 99,00 €']);
    expect(rows(container)).toEqual([
      ['Remboursement', '+3', '7', 'Rembourse le mouvement n° 2'],
      ['Demande débloquée', '-3', '4', 'Demande 0b7c6a1e'],
      ['Achat', '+10', '10', 'Reçu FR-000001'],
    ]);
    expect(container.querySelector('tbody a')?.getAttribute('href')).toBe(
      '/credits?receipt=8f1e2d3c-4b5a-4968-8776-655443322110',
    );
  });

  it('says the ledger is empty before the first movement, and which payment waits for its bank', async () => {
    const { container } = render(
      <CreditsScreen language="en" navigation={navigation()} />,
      api({
        balance: 0,
        logs: [],
        awaited: [
          { id: '1c2d3e4f-0000-4000-8000-000000000001', credits: 25, createdAt: '2026-06-01T10:00:00.000Z' },
        ],
        page: 1,
        pageCount: 1,
        total: 0,
      }),
      'en',
    );
    await settle();
    expect(container.querySelector('.state--empty')?.textContent).toBe(
      'No movements yet: buy a pack to start.',
    );
    expect(container.querySelector('table')).toBeNull();
    expect(container.querySelector('.pp-credits__awaited')?.textContent).toBe(
      '25 credits are waiting for your bank’s confirmation (payment of June 1, 2026): they will arrive as soon as it is given.',
    );
  });

  it('goes to the gateway’s checkout for the pack chosen, and grants nothing itself', async () => {
    const go = navigation();
    const { container, server } = render(<CreditsScreen language="fr" navigation={go} />, api());
    await settle();
    const buttons = container.querySelectorAll<HTMLButtonElement>('.pp-credits__pack button');
    await act(async () => buttons[1]?.click());
    await settle();
    expect(
      server.requests.filter((request) => request.path === '/api/credit/buy').map((request) => request.body),
    ).toEqual([{ pack: 'pack-25' }]);
    expect(go.visited).toEqual(['http://pro.localhost/sandbox-checkout/sbx_1']);
    // A second press while the browser leaves sends nothing more.
    await act(async () => buttons[0]?.click());
    expect(server.requests.filter((request) => request.path === '/api/credit/buy')).toHaveLength(1);
  });

  it('says why the ledger could not be loaded, and asks again', async () => {
    let calls = 0;
    const { container } = render(
      <CreditsScreen language="en" navigation={navigation()} />,
      (request) => {
        if (request.path === '/api/credit/logs') {
          calls += 1;
          // A refusal is not tried again by itself: the page's button does.
          return calls === 1 ? failure(403) : json(LOGS);
        }
        return api()(request);
      },
      'en',
    );
    await settle();
    expect(container.querySelector('.state--error')?.textContent).toContain(
      'Your history could not be loaded.',
    );
    await act(async () => container.querySelector<HTMLButtonElement>('.state--error button')?.click());
    await settle();
    expect(rows(container)).toHaveLength(3);
  });

  it('shows a receipt with its net, VAT and gross when the address names one', async () => {
    const { container } = render(
      <CreditsScreen
        language="fr"
        navigation={navigation('?receipt=8f1e2d3c-4b5a-4968-8776-655443322110')}
      />,
      (request) =>
        request.path === '/api/credit/receipts/8f1e2d3c-4b5a-4968-8776-655443322110'
          ? json({
              receipt: {
                id: '8f1e2d3c-4b5a-4968-8776-655443322110',
                number: 'FR-000001',
                issuedAt: '2026-06-01T10:00:00.000Z',
                country: 'FR',
                seller: 'Wedding planners France',
                buyer: 'Atelier Lumière',
                pack: 'pack-10',
                credits: 10,
                currency: 'EUR',
                net: 4083,
                vat: 817,
                gross: 4900,
                vatRate: 20,
              },
            })
          : failure(404),
    );
    await settle();
    expect(container.querySelector('h2')?.textContent).toBe('Reçu FR-000001');
    expect(
      [...container.querySelectorAll('.pp-credits__receipt-lines tr')].map((row) =>
        row.textContent?.replace(/\s/g, ' '),
      ),
    ).toEqual(['10 crédits', 'Montant hors TVA40,83 €', 'TVA (20 %)8,17 €', 'Total TVA comprise49,00 €']);
  });
});

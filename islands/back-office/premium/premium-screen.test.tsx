// @vitest-environment jsdom
import { act } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { PremiumStandingView } from '@shared/api/contract/back-office/premium';
import { settle } from '@shared/forms/test-helpers';
import { storeTokens } from '@shared/session/token-cookies';
import { failure, json, type SentRequest } from '@shared/testing/fake-fetch';
import { renderingWithApi } from '@shared/testing/render-with-api';
import PremiumScreen from './premium-screen';

const render = renderingWithApi();
beforeEach(() => storeTokens({ token: 'access-1', refresh_token: 'refresh-1' }));

const NOT_PREMIUM: PremiumStandingView = {
  premium: false,
  status: null,
  currentPeriodEnd: null,
  cancelAtPeriodEnd: false,
  price: 3900,
  currency: 'EUR',
};

function api(standing: PremiumStandingView) {
  return (request: SentRequest) => {
    if (request.path === '/api/subscription') return json(standing);
    if (request.path === '/api/subscription/subscribe-premium')
      return json({ checkoutUrl: 'http://pro.localhost/sandbox-subscribe/s1' });
    if (request.path === '/api/subscription/update-premium')
      return json({ url: 'http://pro.localhost/sandbox-billing/b1' });
    return failure(404);
  };
}

const navigation = () => {
  const visited: string[] = [];
  return { visited, goTo: (path: string) => visited.push(path) };
};

const plain = (text: string | null | undefined) => text?.replace(/[\u00a0\u202f]/g, ' ');

describe('the premium page', () => {
  it('offers to subscribe at the monthly price, goes to the checkout once, and grants nothing itself', async () => {
    const go = navigation();
    const { container, server } = render(<PremiumScreen language="fr" navigation={go} />, api(NOT_PREMIUM));
    await settle();
    expect(container.querySelector('.state--empty')?.textContent).toBe('Vous n’êtes pas Premium.');
    expect(plain(container.querySelector('.pp-premium__price')?.textContent)).toBe(
      '39,00 € par mois TVA comprise',
    );
    const button = container.querySelector<HTMLButtonElement>('.pp-back-office__actions button');
    expect(button?.textContent).toBe('S’abonner');
    await act(async () => button?.click());
    await settle();
    expect(go.visited).toEqual(['http://pro.localhost/sandbox-subscribe/s1']);
    await act(async () => button?.click());
    expect(
      server.requests.filter((request) => request.path === '/api/subscription/subscribe-premium'),
    ).toHaveLength(1);
  });

  it('says until when a premium that ends at its period’s end lasts, and opens its management page', async () => {
    const go = navigation();
    const { container, server } = render(
      <PremiumScreen language="en" navigation={go} />,
      api({
        ...NOT_PREMIUM,
        premium: true,
        status: 'active',
        currentPeriodEnd: '2026-07-01T10:00:00.000Z',
        cancelAtPeriodEnd: true,
        price: 3400,
        currency: 'GBP',
      }),
      'en',
    );
    await settle();
    expect(container.querySelector('.pp-premium__state')?.textContent).toBe(
      'Premium member You are Premium until July 1, 2026: the subscription ends then.',
    );
    const button = container.querySelector<HTMLButtonElement>('.pp-back-office__actions button');
    expect(button?.textContent).toBe('Change or cancel');
    await act(async () => button?.click());
    await settle();
    expect(server.requests.map((request) => request.path)).toContain('/api/subscription/update-premium');
    expect(go.visited).toEqual(['http://pro.localhost/sandbox-billing/b1']);
  });

  it('says why the subscription could not be loaded', async () => {
    const { container } = render(
      <PremiumScreen language="en" navigation={navigation()} />,
      () => failure(403),
      'en',
    );
    await settle();
    expect(container.querySelector('.state--error')?.textContent).toContain(
      'Your subscription could not be loaded.',
    );
  });
});

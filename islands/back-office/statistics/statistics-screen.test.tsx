// @vitest-environment jsdom
import { act } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { RequestRates } from '@shared/api/contract/back-office/statistics';
import { settle } from '@shared/forms/test-helpers';
import { storeTokens } from '@shared/session/token-cookies';
import { failure, json, type SentRequest } from '@shared/testing/fake-fetch';
import { renderingWithApi } from '@shared/testing/render-with-api';
import StatisticsScreen from './statistics-screen';

const render = renderingWithApi();
beforeEach(() => storeTokens({ token: 'access-1', refresh_token: 'refresh-1' }));

const plain = (text: string | null | undefined) => text?.replace(/[\u00a0\u202f]/g, ' ').trim();

const period = (days: number) => ({
  days,
  from: '2026-05-30',
  to: '2026-06-01',
  previousFrom: '2026-05-27',
  previousTo: '2026-05-29',
});

const VIEWS = {
  period: period(7),
  daily: [
    { date: '2026-05-30', views: 2 },
    { date: '2026-05-31', views: 0 },
    { date: '2026-06-01', views: 5 },
  ],
  total: 7,
  previousTotal: 3,
};

const rates = (entry: Partial<RequestRates>): RequestRates => ({
  requests: 0,
  counted: 0,
  responses: 0,
  responseRate: null,
  medianResponseMinutes: null,
  unlocks: 0,
  unlockRate: null,
  declines: 0,
  declineRate: null,
  ...entry,
});

const RATES = {
  period: period(7),
  current: rates({
    requests: 4,
    counted: 4,
    responses: 3,
    responseRate: 0.75,
    medianResponseMinutes: 180,
    unlocks: 2,
    unlockRate: 0.5,
    declines: 1,
    declineRate: 0.25,
  }),
  previous: rates({}),
  funnel: { views: 7, requests: 4, unlocks: 2, creditsSpent: 7, unlocksPaid: 2, costPerUnlock: 3.5 },
  previousFunnel: { views: 3, requests: 0, unlocks: 0, creditsSpent: 0, unlocksPaid: 0, costPerUnlock: null },
};

const PORTFOLIOS = {
  period: period(7),
  portfolios: [
    { id: 2, title: 'Mariage au château', published: true, views: 4, previousViews: 1 },
    { id: 1, title: '', published: false, views: 0, previousViews: 2 },
  ],
  total: 4,
  previousTotal: 3,
};

function api(views: unknown = VIEWS) {
  return (request: SentRequest) => {
    if (request.path.startsWith('/api/statistics/views')) return json(views);
    if (request.path.startsWith('/api/statistics/rates')) return json(RATES);
    if (request.path.startsWith('/api/statistics/portfolio-views')) return json(PORTFOLIOS);
    return failure(404);
  };
}

const rowsOf = (table: Element | null | undefined) =>
  [...(table?.querySelectorAll('tbody tr') ?? [])].map((row) =>
    [...row.querySelectorAll('th, td')].map((cell) => plain(cell.textContent)),
  );

describe('the statistics page', () => {
  it('gives the daily views as a table of the chart’s series, the rates, the funnel and the portfolios, each beside the previous period', async () => {
    const { container } = render(<StatisticsScreen language="fr" />, api());
    await settle();
    const chart = container.querySelector('.pp-statistics__chart');
    expect(chart?.getAttribute('aria-hidden')).toBe('true');
    expect(JSON.parse(chart?.getAttribute('data-series') ?? '[]')).toEqual([
      ['2026-05-30', 2],
      ['2026-05-31', 0],
      ['2026-06-01', 5],
    ]);
    expect(rowsOf(container.querySelector('table.pp-statistics__daily'))).toEqual([
      ['30 mai 2026', '2'],
      ['31 mai 2026', '0'],
      ['1 juin 2026', '5'],
    ]);
    const tables = [...container.querySelectorAll('table')];
    expect(rowsOf(tables[1])).toEqual([
      ['Demandes reçues', '4', '0'],
      ['Taux de réponse', '75 %', 'Pas encore de données'],
      ['Temps de réponse médian', '3 h', 'Pas encore de données'],
      ['Taux de déblocage', '50 %', 'Pas encore de données'],
      ['Taux de refus', '25 %', 'Pas encore de données'],
    ]);
    expect(
      [...container.querySelectorAll('.pp-statistics__step')].map((step) => plain(step.textContent)),
    ).toEqual([
      'Vues du profil7Période précédente : 3',
      'Demandes reçues4Période précédente : 0',
      'Demandes débloquées2Période précédente : 0',
    ]);
    expect(rowsOf(tables[2])).toEqual([
      ['Coût par demande débloquée', '3,5 crédits', 'Pas encore de données'],
    ]);
    expect(rowsOf(tables[3])).toEqual([
      ['Mariage au château', '4', '1'],
      ['Sans titre (non publiée)', '0', '2'],
    ]);
  });

  it('asks again for the period chosen, 30 days first', async () => {
    const { container, server } = render(<StatisticsScreen language="fr" />, api());
    await settle();
    const asked = () =>
      server.requests
        .filter((request) => request.path === '/api/statistics/views')
        .map((request) => request.query.days);
    expect(asked()).toEqual(['30']);
    const week = [...container.querySelectorAll<HTMLInputElement>('input[type="radio"]')].find(
      (radio) => radio.value === '7',
    );
    await act(async () => week?.click());
    await settle();
    expect(asked()).toEqual(['30', '7']);
  });

  it('says when the period has no view, and draws no chart', async () => {
    const empty = render(
      <StatisticsScreen language="en" />,
      api({ ...VIEWS, daily: VIEWS.daily.map((day) => ({ ...day, views: 0 })), total: 0 }),
      'en',
    );
    await settle();
    expect(empty.container.querySelector('.state--empty')?.textContent).toBe(
      'No view over this period yet: share your profile’s address.',
    );
    expect(empty.container.querySelector('.pp-statistics__chart')).toBeNull();
  });

  it('says why the views could not be loaded, and asks again', async () => {
    let calls = 0;
    const { container } = render(<StatisticsScreen language="fr" />, (request: SentRequest) => {
      if (request.path !== '/api/statistics/views') return api()(request);
      calls += 1;
      // A refusal is not tried again by itself: the page's button does.
      return calls === 1 ? failure(403) : json(VIEWS);
    });
    await settle();
    expect(container.querySelector('.state--error')?.textContent).toContain(
      'Les vues n’ont pas pu être chargées.',
    );
    await act(async () => container.querySelector<HTMLButtonElement>('.state--error button')?.click());
    await settle();
    expect(rowsOf(container.querySelector('table.pp-statistics__daily'))).toHaveLength(3);
  });
});

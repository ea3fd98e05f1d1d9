import { describe, expect, it } from 'vitest';
import * as statisticsApi from '@shared/api/contract/back-office/statistics';
import { recordCreditMovement } from '@server/back-office/credits/credit-ledger';
import { seedCatalog } from '@server/seed/seed-catalog';
import { bodyOf, callEndpoint, hostHeaderOf } from '@server/test-support/call-endpoint';
import { signIn } from '@server/test-support/signed-in-couple';
import { sentLead, type SentLead } from '@server/test-support/unlocked-lead';
import { signedInProvider } from '@server/test-support/signed-in-provider';
import { freshAppForEachTest } from '@server/test-support/test-app';

const t = freshAppForEachTest(seedCatalog);

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const BROWSER =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const OTHER_BROWSER =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

type As = { headers: { authorization: string } };

async function slugOf(providerId: number): Promise<string> {
  const [row] = await t.db.query<{ slug: string }>('SELECT slug FROM providers WHERE id = $1', [providerId]);
  return row?.slug ?? '';
}

/** A visit of a public page from `ip` with `userAgent`, as a browser (or what claims to be one) sends it. */
async function visit(
  path: string,
  {
    ip = '192.0.2.10',
    userAgent = BROWSER,
    method = 'GET',
    headers = {},
  }: {
    ip?: string;
    userAgent?: string;
    method?: 'GET' | 'HEAD';
    headers?: Record<string, string>;
  } = {},
) {
  const response = await t.app.inject({
    method,
    url: path,
    remoteAddress: ip,
    headers: { host: 'localhost:3000', 'user-agent': userAgent, ...headers },
  });
  expect(response.statusCode, path).toBe(200);
}

/** The provider signed in again: a day later, the first session's access token has expired. */
async function signedInAgain(providerId: number): Promise<As> {
  const [row] = await t.db.query<{ owner_user_id: number }>(
    'SELECT owner_user_id FROM providers WHERE id = $1',
    [providerId],
  );
  return signIn(t, row?.owner_user_id ?? 0);
}

const viewsOf = async (as: As, days: string = '7') =>
  bodyOf(await callEndpoint(t.app, statisticsApi.views, { days }, { as }));

describe('the statistics’ period', () => {
  it('refuses a `days` other than 7, 30, 90 or 365 (400 on `days`), on each of the three answers', async () => {
    const as = await signedInProvider(t, 'Atelier Lumière', '+33611111111');
    for (const path of [
      '/api/statistics/views',
      '/api/statistics/rates',
      '/api/statistics/portfolio-views',
    ]) {
      for (const days of ['8', '0', '-7', '7.5', 'abc', '3650', '30 ', '1'.repeat(200)]) {
        const refused = await t.app.inject({
          method: 'GET',
          url: `${path}?days=${encodeURIComponent(days)}`,
          headers: { ...as.headers, ...hostHeaderOf(statisticsApi.views) },
        });
        expect(refused.statusCode, `${path} ${days}`).toBe(400);
        expect(refused.json().fields, `${path} ${days}`).toEqual({
          days: 'Choisissez une période de 7, 30, 90 ou 365 jours.',
        });
      }
    }
  });

  it('answers each day of the period, oldest first and today last, filled with zeros, and 30 days by default', async () => {
    const as = await signedInProvider(t, 'Atelier Lumière', '+33611111111');
    const week = await viewsOf(as, '7');
    expect(week.period).toEqual({
      days: 7,
      from: '2026-05-26',
      to: '2026-06-01',
      previousFrom: '2026-05-19',
      previousTo: '2026-05-25',
    });
    expect(week.daily.map((day) => day.date)).toEqual([
      '2026-05-26',
      '2026-05-27',
      '2026-05-28',
      '2026-05-29',
      '2026-05-30',
      '2026-05-31',
      '2026-06-01',
    ]);
    expect(week.daily.every((day) => day.views === 0)).toBe(true);
    const byDefault = bodyOf(await callEndpoint(t.app, statisticsApi.views, {}, { as }));
    expect(byDefault.daily).toHaveLength(30);
    expect((await viewsOf(as, '365')).daily).toHaveLength(365);
  });
});

describe('the profile’s views', () => {
  it('counts a visitor once a day, again the next day, leaving out robots, HEAD requests and prefetches', async () => {
    const { providerId, ...as } = await signedInProvider(t, 'Atelier Lumière', '+33611111111');
    const profile = `/wedding-planner/${await slugOf(providerId)}`;
    await visit(profile);
    await visit(profile);
    await visit(profile, { userAgent: OTHER_BROWSER });
    await visit(profile, { ip: '198.51.100.7' });
    await visit(profile, { userAgent: GOOGLEBOT, ip: '66.249.66.1' });
    await visit(profile, { userAgent: 'curl/8.5.0', ip: '203.0.113.9' });
    await visit(profile, { method: 'HEAD', ip: '203.0.113.10' });
    await visit(profile, { ip: '203.0.113.11', headers: { 'sec-purpose': 'prefetch;prerender' } });
    await visit(profile, { ip: '203.0.113.12', headers: { purpose: 'prefetch' } });
    expect((await viewsOf(as)).daily.at(-1)).toEqual({ date: '2026-06-01', views: 3 });

    t.clock.advance(DAY);
    await visit(profile);
    const views = await viewsOf(await signedInAgain(providerId));
    expect(views.daily.slice(-2)).toEqual([
      { date: '2026-06-01', views: 3 },
      { date: '2026-06-02', views: 1 },
    ]);
    expect(views.total).toBe(4);
  });

  it('stores no address: a visitor is a 16-byte hash that changes with the day', async () => {
    const { providerId } = await signedInProvider(t, 'Atelier Lumière', '+33611111111');
    const profile = `/wedding-planner/${await slugOf(providerId)}`;
    await visit(profile, { ip: '192.0.2.44' });
    t.clock.advance(DAY);
    await visit(profile, { ip: '192.0.2.44' });
    await t.app.viewCounter.flush();
    const rows = await t.db.query<{ visitor: Uint8Array }>(
      'SELECT visitor FROM profile_views WHERE provider_id = $1 ORDER BY day',
      [providerId],
    );
    expect(rows).toHaveLength(2);
    const [first, second] = rows.map((row) => Buffer.from(row.visitor));
    expect(first).toHaveLength(16);
    expect(first?.equals(second ?? Buffer.alloc(0))).toBe(false);
    expect(first?.toString('latin1')).not.toContain('192.0.2.44');
  });

  it('gives the previous period’s total beside the current one', async () => {
    const { providerId } = await signedInProvider(t, 'Atelier Lumière', '+33611111111');
    const profile = `/wedding-planner/${await slugOf(providerId)}`;
    await visit(profile, { ip: '192.0.2.1' });
    await visit(profile, { ip: '192.0.2.2' });
    t.clock.advance(7 * DAY);
    await visit(profile, { ip: '192.0.2.3' });
    const views = await viewsOf(await signedInAgain(providerId), '7');
    expect([views.total, views.previousTotal]).toEqual([1, 2]);
  });

  it('shows a provider its own views only', async () => {
    const first = await signedInProvider(t, 'Atelier Lumière', '+33611111111');
    const second = await signedInProvider(t, 'Maison Blanche', '+33622222222');
    await visit(`/wedding-planner/${await slugOf(first.providerId)}`);
    await visit(`/wedding-planner/${await slugOf(first.providerId)}`, { ip: '192.0.2.99' });
    await visit(`/wedding-planner/${await slugOf(second.providerId)}`);
    expect((await viewsOf({ headers: first.headers })).total).toBe(2);
    expect((await viewsOf({ headers: second.headers })).total).toBe(1);
    const rates = bodyOf(await callEndpoint(t.app, statisticsApi.rates, { days: '7' }, { as: second }));
    expect(rates.funnel.views).toBe(1);
  });
});

/** A published portfolio of the provider's, with one photo as its key photo. */
async function publishedPortfolio(providerId: number, slug: string, title: string): Promise<number> {
  const now = t.clock.now();
  const [portfolio] = await t.db.query<{ id: number }>(
    `INSERT INTO portfolios (provider_id, title, created_at, updated_at) VALUES ($1, $2, $3, $3) RETURNING id`,
    [providerId, title, now],
  );
  const [image] = await t.db.query<{ id: number }>(
    `INSERT INTO portfolio_images (portfolio_id, provider_id, storage_key, position, width, height, created_at)
     VALUES ($1, $2, $3, 0, 1200, 800, $4) RETURNING id`,
    [portfolio?.id ?? null, providerId, `providers/${providerId}/${slug}.jpg`, now],
  );
  await t.db.query('UPDATE portfolios SET key_image_id = $2, slug = $3, published = true WHERE id = $1', [
    portfolio?.id ?? null,
    image?.id ?? null,
    slug,
  ]);
  return portfolio?.id ?? 0;
}

describe('the portfolios’ views', () => {
  it('counts the views of a portfolio’s own page once per visitor and day, each of the provider’s portfolios listed', async () => {
    const { providerId, ...as } = await signedInProvider(t, 'Atelier Lumière', '+33611111111');
    const other = await signedInProvider(t, 'Maison Blanche', '+33622222222');
    const slug = await slugOf(providerId);
    const seen = await publishedPortfolio(providerId, 'mariage-au-chateau', 'Mariage au château');
    const unseen = await publishedPortfolio(providerId, 'mariage-en-provence', 'Mariage en Provence');
    await visit(`/wedding-planner/${slug}/mariage-au-chateau`);
    await visit(`/wedding-planner/${slug}/mariage-au-chateau`);
    await visit(`/wedding-planner/${slug}/mariage-au-chateau`, { ip: '198.51.100.7' });
    await visit(`/wedding-planner/${slug}/mariage-au-chateau`, { userAgent: GOOGLEBOT });
    const answer = bodyOf(await callEndpoint(t.app, statisticsApi.portfolioViews, { days: '30' }, { as }));
    expect(answer.portfolios).toEqual([
      { id: seen, title: 'Mariage au château', published: true, views: 2, previousViews: 0 },
      { id: unseen, title: 'Mariage en Provence', published: true, views: 0, previousViews: 0 },
    ]);
    expect([answer.total, answer.previousTotal]).toEqual([2, 0]);
    // A portfolio's page is not its profile's.
    expect((await viewsOf(as)).total).toBe(0);
    const others = bodyOf(
      await callEndpoint(t.app, statisticsApi.portfolioViews, { days: '30' }, { as: other }),
    );
    expect(others).toMatchObject({ portfolios: [], total: 0 });
  });
});

describe('the rates, the funnel and the cost of an unlock', () => {
  /** Answers `lead` `minutes` after it was sent; an unlock pays `credits` through the ledger then. */
  async function answer(
    providerId: number,
    lead: SentLead,
    sentAt: Date,
    minutes: number,
    how: { unlock: number } | 'decline',
  ): Promise<number | null> {
    const at = new Date(sentAt.getTime() + minutes * 60_000);
    if (how === 'decline') {
      await t.db.query(
        "UPDATE event_requests SET status = 'declined', read_at = $2, answered_at = $2 WHERE id = $1",
        [lead.uuid, at],
      );
      return null;
    }
    await t.db.query(
      "UPDATE event_requests SET status = 'accepted', read_at = $2, answered_at = $2 WHERE id = $1",
      [lead.uuid, at],
    );
    return t.db.transaction(async (tx) => {
      await recordCreditMovement(tx, { providerId, kind: 'grant', credits: how.unlock, at });
      const unlock = await recordCreditMovement(tx, {
        providerId,
        kind: 'unlock',
        credits: how.unlock,
        eventRequestId: lead.uuid,
        at,
      });
      return unlock.id;
    });
  }

  it('counts the period’s requests, responses, median time, unlocks, declines and the credits an unlock cost', async () => {
    const { providerId, ...as } = await signedInProvider(t, 'Atelier Lumière', '+33611111111');
    const now = t.clock.now();
    const ago = (ms: number) => new Date(now.getTime() - ms);
    const lead = async (phone: string, at: Date) => sentLead(t, providerId, { phone, at });

    const unlocked = await lead('+33633333301', ago(3 * DAY));
    await answer(providerId, unlocked, ago(3 * DAY), 60, { unlock: 3 });
    const declined = await lead('+33633333302', ago(2 * DAY));
    await answer(providerId, declined, ago(2 * DAY), 180, 'decline');
    // Still inside its response window: not counted by the response rate until it is answered.
    await lead('+33633333303', ago(HOUR));
    // Past its window, unanswered: counted, never answered.
    await lead('+33633333304', ago(4 * DAY));
    const refunded = await lead('+33633333305', ago(5 * DAY));
    const refundedUnlock = await answer(providerId, refunded, ago(5 * DAY), 120, { unlock: 5 });
    await t.db.transaction((tx) =>
      recordCreditMovement(tx, {
        providerId,
        kind: 'refund',
        credits: 5,
        refundOf: refundedUnlock ?? 0,
        at: ago(4 * DAY),
      }),
    );
    // The previous week's.
    const earlier = await lead('+33633333306', ago(10 * DAY));
    await answer(providerId, earlier, ago(10 * DAY), 30, { unlock: 4 });
    // Three people saw the profile today.
    const profile = `/wedding-planner/${await slugOf(providerId)}`;
    for (const ip of ['192.0.2.1', '192.0.2.2', '192.0.2.3']) await visit(profile, { ip });

    const rates = bodyOf(await callEndpoint(t.app, statisticsApi.rates, { days: '7' }, { as }));
    expect(rates.current).toEqual({
      requests: 5,
      counted: 4,
      responses: 3,
      responseRate: 0.75,
      medianResponseMinutes: 120,
      unlocks: 2,
      unlockRate: 0.4,
      declines: 1,
      declineRate: 0.2,
    });
    expect(rates.funnel).toEqual({
      views: 3,
      requests: 5,
      unlocks: 2,
      creditsSpent: 3,
      unlocksPaid: 1,
      costPerUnlock: 3,
    });
    expect(rates.previous).toMatchObject({
      requests: 1,
      responses: 1,
      unlocks: 1,
      medianResponseMinutes: 30,
    });
    expect(rates.previousFunnel).toEqual({
      views: 0,
      requests: 1,
      unlocks: 1,
      creditsSpent: 4,
      unlocksPaid: 1,
      costPerUnlock: 4,
    });
  });

  it('says no rate rather than zero without a request', async () => {
    const as = await signedInProvider(t, 'Atelier Lumière', '+33611111111');
    const rates = bodyOf(await callEndpoint(t.app, statisticsApi.rates, { days: '30' }, { as }));
    expect(rates.current).toMatchObject({
      requests: 0,
      responseRate: null,
      medianResponseMinutes: null,
      unlockRate: null,
      declineRate: null,
    });
    expect(rates.funnel.costPerUnlock).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import * as responseSignalApi from '@shared/api/contract/back-office/response-signal';
import { RESPONSE_WINDOW_HOURS } from '@shared/validation/response-signal';
import { directoryVersion } from '../directory/directory-version';
import { parsePage } from '../pages/directory/read-page';
import { seedCatalog } from '../seed/seed-catalog';
import { bodyOf, callEndpoint } from '../test-support/call-endpoint';
import { insertCraftedProvider } from '../test-support/crafted-directory';
import { signedInProvider } from '../test-support/signed-in-provider';
import { freshAppForEachTest } from '../test-support/test-app';
import { sentLead } from '../test-support/unlocked-lead';
import { publishedProviderCard } from './provider-cards';
import { refreshRespondsQuickly } from './response-signal';
import { RANKING_KM, suggestProviders } from './suggest-providers';

const t = freshAppForEachTest(seedCatalog);
const HOUR_MS = 3_600_000;
let phones = 0;

/**
 * `count` requests sent to the provider `sentHoursAgo`, each answered (accepted, or declined: an answer too)
 * `answeredAfterHours` later, or left unanswered when null.
 */
async function requests(
  providerId: number,
  count: number,
  { sentHoursAgo, answeredAfterHours }: { sentHoursAgo: number; answeredAfterHours: number | null },
): Promise<string[]> {
  const sentAt = new Date(t.clock.now().getTime() - sentHoursAgo * HOUR_MS);
  const uuids: string[] = [];
  for (let index = 0; index < count; index++) {
    const lead = await sentLead(t, providerId, {
      phone: `+336${String(30_000_000 + phones++)}`,
      at: sentAt,
    });
    if (answeredAfterHours !== null) {
      const answeredAt = new Date(sentAt.getTime() + answeredAfterHours * HOUR_MS);
      await t.db.query(
        `UPDATE event_requests SET status = $2, read_at = $3, answered_at = $3 WHERE id = $1`,
        [lead.uuid, index % 2 === 0 ? 'accepted' : 'declined', answeredAt],
      );
    }
    uuids.push(lead.uuid);
  }
  return uuids;
}

describe('the response signal', () => {
  it('tells the provider its rate, median and mark, and the time left on each lead waiting for an answer', async () => {
    const provider = await signedInProvider(t, 'Atelier Lumière', '+33611111111');
    await requests(provider.providerId, 4, { sentHoursAgo: 200, answeredAfterHours: 3 });
    await requests(provider.providerId, 1, { sentHoursAgo: 100, answeredAfterHours: null });
    const [waiting] = await requests(provider.providerId, 1, { sentHoursAgo: 5, answeredAfterHours: null });
    const answer = bodyOf(await callEndpoint(t.app, responseSignalApi.responseSignal, {}, { as: provider }));
    expect(answer.signal).toEqual({
      requests: 5,
      responses: 4,
      rate: 0.8,
      medianMinutes: 180,
      respondsQuickly: true,
    });
    expect(answer.rule).toMatchObject({
      minRequests: 5,
      minRate: 0.8,
      maxMedianHours: 24,
      responseWindowHours: 48,
    });
    expect(answer.waiting).toEqual([
      { id: waiting, sentAt: new Date(t.clock.now().getTime() - 5 * HOUR_MS).toISOString() },
    ]);
  });

  it('counts only the provider’s own requests', async () => {
    const provider = await signedInProvider(t, 'Atelier Lumière', '+33611111111');
    const other = await signedInProvider(t, 'Jours Heureux', '+33611111112');
    await requests(other.providerId, 5, { sentHoursAgo: 100, answeredAfterHours: 1 });
    const answer = bodyOf(await callEndpoint(t.app, responseSignalApi.responseSignal, {}, { as: provider }));
    expect(answer.signal).toMatchObject({ requests: 0, rate: null, respondsQuickly: false });
    expect(answer.waiting).toEqual([]);
  });
});

describe('the “responds quickly” mark', () => {
  it('shows on the card and the public pages once earned, moving the directory’s version only when it changes', async () => {
    const planner = await insertCraftedProvider(t.db, {
      name: 'Atelier Lumière',
      latitude: 45.76,
      longitude: 4.84,
    });
    await requests(planner, 5, { sentHoursAgo: 100, answeredAfterHours: 2 });
    const listing = async () =>
      parsePage(
        (
          await t.app.inject({
            method: 'GET',
            url: '/wedding-planners/',
            headers: { host: 'localhost:3000' },
          })
        ).body,
      );
    // The listing is rendered, and kept, before the mark is earned.
    expect((await listing()).querySelector('.pp-ui-badge--responsive')).toBeNull();

    const before = await directoryVersion(t.db);
    expect(await refreshRespondsQuickly(t.db, t.clock.now())).toEqual([planner]);
    expect(await directoryVersion(t.db)).not.toBe(before);
    expect(await publishedProviderCard(t.db, planner, t.clock.now())).toMatchObject({
      respondsQuickly: true,
    });
    expect((await listing()).querySelector('.pp-ui-badge--responsive')?.textContent).toContain('Répond vite');
    const profile = parsePage(
      (
        await t.app.inject({
          method: 'GET',
          url: '/wedding-planner/atelier-lumiere',
          headers: { host: 'localhost:3000' },
        })
      ).body,
    );
    expect(profile.querySelector('.pp-ui-badge--responsive')?.textContent).toContain('Répond vite');

    // Nothing changed: nothing written, the kept pages stay.
    const marked = await directoryVersion(t.db);
    expect(await refreshRespondsQuickly(t.db, t.clock.now())).toEqual([]);
    expect(await directoryVersion(t.db)).toBe(marked);
  });

  it('is lost with time alone when new leads stay unanswered past their window', async () => {
    const planner = await insertCraftedProvider(t.db, {
      name: 'Atelier Lumière',
      latitude: 45.76,
      longitude: 4.84,
    });
    await requests(planner, 5, { sentHoursAgo: 100, answeredAfterHours: 2 });
    await requests(planner, 2, { sentHoursAgo: 1, answeredAfterHours: null });
    expect(await refreshRespondsQuickly(t.db, t.clock.now())).toEqual([planner]);
    t.clock.advance(RESPONSE_WINDOW_HOURS * HOUR_MS);
    // 5 answers of 7 requests: under 80 %.
    expect(await refreshRespondsQuickly(t.db, t.clock.now())).toEqual([planner]);
    expect(await publishedProviderCard(t.db, planner, t.clock.now())).not.toHaveProperty('respondsQuickly');
  });

  it(`ranks a planner who answers ${RANKING_KM.respondsQuicklyBonus} km ahead of an otherwise equal silent one`, async () => {
    // The silent planner is the older row: on a tie it would come first.
    const silent = await insertCraftedProvider(t.db, {
      name: 'Silence Radio',
      latitude: 45.76,
      longitude: 4.84,
    });
    const responsive = await insertCraftedProvider(t.db, {
      name: 'Réponse Rapide',
      latitude: 45.76,
      longitude: 4.84,
    });
    await requests(silent, 5, { sentHoursAgo: 100, answeredAfterHours: null });
    await requests(responsive, 5, { sentHoursAgo: 100, answeredAfterHours: 1 });
    const project = { id: null, latitude: 45.76, longitude: 4.84, country: 'FR', languages: [] };
    expect((await suggestProviders(t.db, project, t.clock.now())).map((card) => card.id)).toEqual([
      silent,
      responsive,
    ]);
    await refreshRespondsQuickly(t.db, t.clock.now());
    expect((await suggestProviders(t.db, project, t.clock.now())).map((card) => card.id)).toEqual([
      responsive,
      silent,
    ]);
  });
});

import { describe, expect, it, vi } from 'vitest';
import { translate } from '@server/i18n/translate';
import { insertReviews, manyReviews } from '@server/seed/demo-reviews';
import { freshAppForEachTest } from '@server/test-support/test-app';
import { insertDirectoryFixture, STAR } from '../directory/directory-fixture';

const NOW = new Date('2026-06-01T10:00:00Z');
const DAY_MS = 86_400_000;
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
const PROFILE = `/wedding-planner/${STAR.slug}`;

let starId = 0;
const t = freshAppForEachTest(async (db) => {
  const fixture = await insertDirectoryFixture(db, NOW);
  starId = fixture.providerIds.get(STAR.slug) ?? 0;
});

async function body(headers: Record<string, string> = {}) {
  const response = await t.app.inject({ url: PROFILE, headers: { host: 'localhost:3000', ...headers } });
  expect(response.statusCode).toBe(200);
  return response.body;
}

/** A write through the database, not the app: what another instance, a script or SQL by hand does. */
const change = (sql: string, parameters: unknown[] = []) => t.db.query(sql, parameters as never[]);

describe('profile pages kept in memory', () => {
  it('answers a profile seen before with one query, the directory version', async () => {
    const first = await body();
    const query = vi.spyOn(t.db, 'query');
    expect(await body()).toBe(first);
    expect(query).toHaveBeenCalledTimes(1);
    expect(String(query.mock.calls[0]?.[0])).toContain('directory_version');
  });

  it('shows a change written elsewhere at once: card, links, event types, reviews, publication', async () => {
    expect(await body()).toContain(STAR.name);

    await change('UPDATE providers SET name = $1 WHERE id = $2', ['Atelier Soleil', starId]);
    expect(await body()).toContain('Atelier Soleil');

    await change("UPDATE provider_links SET url = $1 WHERE provider_id = $2 AND type = 'website'", [
      'https://atelier-soleil.example/',
      starId,
    ]);
    expect(await body()).toContain('https://atelier-soleil.example/');

    await change("INSERT INTO event_types (slug, name) VALUES ('tea-ceremony', 'Cérémonie du thé')");
    expect(await body()).toContain('tea-ceremony');

    const reviews = translate('fr', 'reviews.profile.title');
    expect(await body()).not.toContain(reviews);
    await t.db.transaction((tx) => insertReviews(tx, starId, manyReviews(3), NOW));
    expect(await body()).toContain(reviews);

    await change('UPDATE providers SET published = false WHERE id = $1', [starId]);
    const gone = await t.app.inject({ url: PROFILE, headers: { host: 'localhost:3000' } });
    expect(gone.statusCode).toBe(404);
  });

  it('keeps each site’s page apart', async () => {
    const french = await body();
    const belgian = await body({ host: 'be.localhost:3000' });
    expect(belgian).not.toBe(french);
    expect(await body()).toBe(french);
  });

  it('drops the "recently active" mark when it ends with time alone, without any change', async () => {
    const active = translate('fr', 'ui.providerCard.recentlyActiveHint');
    await change('UPDATE providers SET last_login_at = $1 WHERE id = $2', [
      new Date(NOW.getTime() - 80 * DAY_MS).toISOString(),
      starId,
    ]);
    expect(await body()).toContain(active);
    t.clock.advance(10 * DAY_MS + 1);
    expect(await body()).not.toContain(active);
  });

  it('counts a view for each visitor, the page kept or not', async () => {
    for (const ip of ['192.0.2.1', '192.0.2.2', '192.0.2.3']) {
      const response = await t.app.inject({
        url: PROFILE,
        remoteAddress: ip,
        headers: { host: 'localhost:3000', 'user-agent': BROWSER },
      });
      expect(response.statusCode).toBe(200);
    }
    await t.app.viewCounter.flush();
    const [row] = await t.db.query<{ count: number }>(
      'SELECT count(*)::integer AS count FROM profile_views WHERE provider_id = $1',
      [starId],
    );
    expect(row?.count).toBe(3);
  });
});

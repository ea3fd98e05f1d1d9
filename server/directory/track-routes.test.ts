import { describe, expect, it } from 'vitest';
import { insertDirectoryFixture, STAR } from '../pages/directory/directory-fixture';
import { freshAppForEachTest } from '../test-support/test-app';

const NOW = new Date('2026-06-01T10:00:00Z');
const t = freshAppForEachTest(async (db) => void (await insertDirectoryFixture(db, NOW)));

const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';

function follow(
  path: string,
  { userAgent = BROWSER, ip = '203.0.113.7', method = 'GET' as 'GET' | 'HEAD' } = {},
) {
  return t.app.inject({
    method,
    url: path,
    remoteAddress: ip,
    headers: { host: 'localhost:3000', 'user-agent': userAgent },
  });
}

async function clicks(): Promise<{ type: string; day: string; clicks: number }[]> {
  return t.db.query(
    `SELECT type, to_char(day, 'YYYY-MM-DD') AS day, clicks FROM provider_link_clicks ORDER BY day, type`,
  );
}

describe('GET /annuaire/track/{slug}/{type}', () => {
  it('counts the click and redirects to the stored address, uncached', async () => {
    const response = await follow(`/annuaire/track/${STAR.slug}/website`);
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(STAR.links.website);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(await clicks()).toEqual([{ type: 'website', day: '2026-06-01', clicks: 1 }]);
  });

  it('keeps one counter per link and day', async () => {
    await follow(`/annuaire/track/${STAR.slug}/website`, { ip: '203.0.113.1' });
    await follow(`/annuaire/track/${STAR.slug}/website`, { ip: '203.0.113.2' });
    await follow(`/annuaire/track/${STAR.slug}/instagram`, { ip: '203.0.113.2' });
    t.clock.advance(86_400_000);
    await follow(`/annuaire/track/${STAR.slug}/website`, { ip: '203.0.113.3' });
    expect(await clicks()).toEqual([
      { type: 'instagram', day: '2026-06-01', clicks: 1 },
      { type: 'website', day: '2026-06-01', clicks: 2 },
      { type: 'website', day: '2026-06-02', clicks: 1 },
    ]);
  });

  it('hands phone numbers to the device', async () => {
    const response = await follow(`/annuaire/track/${STAR.slug}/phone`);
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(STAR.links.phone);
  });

  it('redirects robots, previews and repeated clicks without counting them', async () => {
    await follow(`/annuaire/track/${STAR.slug}/website`, {
      userAgent: 'Googlebot/2.1 (+http://www.google.com/bot.html)',
    });
    await follow(`/annuaire/track/${STAR.slug}/website`, { userAgent: 'facebookexternalhit/1.1' });
    await follow(`/annuaire/track/${STAR.slug}/website`, { userAgent: '' });
    const head = await follow(`/annuaire/track/${STAR.slug}/website`, { method: 'HEAD' });
    expect(head.statusCode).toBe(302);
    expect(await clicks()).toEqual([]);
    await follow(`/annuaire/track/${STAR.slug}/website`);
    await follow(`/annuaire/track/${STAR.slug}/website`);
    expect(await clicks()).toEqual([{ type: 'website', day: '2026-06-01', clicks: 1 }]);
  });

  it('counts a visitor rotating addresses inside one IPv6 /64 once', async () => {
    for (const ip of ['2001:db8:7:1::a', '2001:db8:7:1:ffff::b', '2001:DB8:7:1:0:0:0:c']) {
      await follow(`/annuaire/track/${STAR.slug}/website`, { ip });
    }
    await follow(`/annuaire/track/${STAR.slug}/website`, { ip: '2001:db8:7:2::a' });
    expect(await clicks()).toEqual([{ type: 'website', day: '2026-06-01', clicks: 2 }]);
  });

  it.each([
    ['an unknown provider', '/annuaire/track/nobody/website'],
    ['an unknown type', `/annuaire/track/${STAR.slug}/twitter`],
    ['a type the provider has no link of', `/annuaire/track/${STAR.slug}/email`],
    ['an unpublished provider', '/annuaire/track/hidden-planner/website'],
    ['a malformed slug', '/annuaire/track/Atelier%20Lumi%C3%A8re/website'],
    ['an address as the slug', '/annuaire/track/https%3A%2F%2Fevil.example/website'],
  ])('is not found for %s, and counts nothing', async (_case, path) => {
    const response = await follow(path);
    expect(response.statusCode).toBe(404);
    expect(response.headers.location).toBeUndefined();
    expect(await clicks()).toEqual([]);
  });

  it('never takes its target from the request', async () => {
    const response = await follow(
      `/annuaire/track/${STAR.slug}/website?url=https://evil.example&redirect=https://evil.example`,
    );
    expect(response.headers.location).toBe(STAR.links.website);
  });

  it('lets a visitor click a few links a minute, not a script hundreds', async () => {
    const statuses = new Set<number>();
    for (let n = 0; n < 31; n++) {
      statuses.add((await follow(`/annuaire/track/${STAR.slug}/website`, { ip: '198.51.100.9' })).statusCode);
    }
    expect([...statuses].sort()).toEqual([302, 429]);
  });
});

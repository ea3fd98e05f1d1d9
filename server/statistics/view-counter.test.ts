import type { FastifyRequest } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { insertCraftedProvider } from '@server/test-support/crafted-directory';
import { seedCatalog } from '@server/seed/seed-catalog';
import { freshAppForEachTest } from '@server/test-support/test-app';
import { createViewCounter, type ViewCounterOptions } from './view-counter';

const t = freshAppForEachTest(seedCatalog);

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
const DAY = 86_400_000;
const SECRET = new TextEncoder().encode('views-secret-views-secret-views-secret');

/** A request as the counter reads it: its method, headers and client. */
function request(client: string, userAgent = BROWSER, method = 'GET'): FastifyRequest {
  return { method, headers: { 'user-agent': userAgent }, clientKey: client } as unknown as FastifyRequest;
}

const errors: unknown[] = [];
const counter = (options: Partial<ViewCounterOptions> = {}) =>
  createViewCounter({
    db: t.db,
    clock: t.clock,
    secret: SECRET,
    log: { error: (fields) => errors.push(fields) },
    ...options,
  });

async function storedViews(providerId: number): Promise<number> {
  const [row] = await t.db.query<{ count: number }>(
    'SELECT count(*)::integer AS count FROM profile_views WHERE provider_id = $1',
    [providerId],
  );
  return row?.count ?? 0;
}

const aProvider = () =>
  insertCraftedProvider(t.db, { name: 'Atelier Lumière', latitude: 45.76, longitude: 4.83 });

afterEach(() => {
  vi.useRealTimers();
  errors.length = 0;
});

describe('the view counter', () => {
  it('writes nothing while counting; a flush writes each visitor once, and a second flush nothing again', async () => {
    const providerId = await aProvider();
    const views = counter();
    const profile = { page: 'profile', providerId } as const;
    views.count(request('192.0.2.1'), profile);
    views.count(request('192.0.2.1'), profile);
    views.count(request('192.0.2.2'), profile);
    expect(views.waiting).toBe(2);
    expect(await storedViews(providerId)).toBe(0);
    expect(await views.flush()).toBe(2);
    expect(views.waiting).toBe(0);
    // The same visitors again the same day, through another instance's buffer: the key refuses them.
    const another = counter();
    another.count(request('192.0.2.1'), profile);
    another.count(request('192.0.2.3'), profile);
    expect(await another.flush()).toBe(1);
    expect(await storedViews(providerId)).toBe(3);
    // The day's count the statistics read is raised by the rows written, never by a refused repeat.
    expect(
      await t.db.query('SELECT day::text AS day, views FROM profile_view_days WHERE provider_id = $1', [
        providerId,
      ]),
    ).toEqual([{ day: '2026-06-01', views: 3 }]);
  });

  it('forgets the visitors of the days before yesterday, and keeps their days’ counts', async () => {
    const providerId = await aProvider();
    const views = counter();
    const profile = { page: 'profile', providerId } as const;
    views.count(request('192.0.2.1'), profile);
    views.count(request('192.0.2.2'), profile);
    await views.flush();
    t.clock.advance(DAY);
    views.count(request('192.0.2.1'), profile);
    await views.flush();
    // Yesterday's visitors are kept: a view of yesterday may still wait in a buffer.
    expect(await storedViews(providerId)).toBe(3);
    t.clock.advance(DAY);
    views.count(request('192.0.2.1'), profile);
    await views.flush();
    const days = await t.db.query<{ day: string }>(
      'SELECT DISTINCT day::text AS day FROM profile_views WHERE provider_id = $1 ORDER BY day',
      [providerId],
    );
    expect(days.map((row) => row.day)).toEqual(['2026-06-02', '2026-06-03']);
    expect(
      await t.db.query(
        'SELECT day::text AS day, views FROM profile_view_days WHERE provider_id = $1 ORDER BY day',
        [providerId],
      ),
    ).toEqual([
      { day: '2026-06-01', views: 2 },
      { day: '2026-06-02', views: 1 },
      { day: '2026-06-03', views: 1 },
    ]);
  });

  it('keeps at most its capacity waiting, drops the rest and counts them', async () => {
    const providerId = await aProvider();
    const views = counter({ capacity: 2 });
    const profile = { page: 'profile', providerId } as const;
    views.count(request('192.0.2.1'), profile);
    views.count(request('192.0.2.2'), profile);
    // A visitor already waiting is no new entry, so not dropped.
    views.count(request('192.0.2.2'), profile);
    expect(views.dropped).toBe(0);
    views.count(request('192.0.2.3'), profile);
    expect(views.dropped).toBe(1);
    await views.flush();
    expect(await storedViews(providerId)).toBe(2);
  });

  it('counts nothing when counting is off, nor a robot’s or a HEAD request', async () => {
    const providerId = await aProvider();
    const profile = { page: 'profile', providerId } as const;
    const off = counter({ secret: null });
    off.count(request('192.0.2.1'), profile);
    expect(off.waiting).toBe(0);
    const on = counter();
    on.count(
      request('192.0.2.1', 'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)'),
      profile,
    );
    on.count(request('192.0.2.1', ''), profile);
    on.count(request('192.0.2.1', BROWSER, 'HEAD'), profile);
    expect(on.waiting).toBe(0);
  });

  it('flushes on its interval once started, and what waits when stopped', async () => {
    const providerId = await aProvider();
    const profile = { page: 'profile', providerId } as const;
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const views = counter({ intervalMs: 1_000 });
    views.start();
    views.count(request('192.0.2.1'), profile);
    await vi.advanceTimersByTimeAsync(1_000);
    // The interval took the view: a flush now waits for that write and finds nothing more to write.
    expect(views.waiting).toBe(0);
    expect(await views.flush()).toBe(0);
    expect(await storedViews(providerId)).toBe(1);
    views.count(request('192.0.2.2'), profile);
    await views.stop();
    expect(await storedViews(providerId)).toBe(2);
    expect(views.waiting).toBe(0);
  });

  it('keeps the views a failed write could not store for the next flush', async () => {
    const providerId = await aProvider();
    let failing = true;
    const views = counter({
      db: {
        query: (...args: Parameters<typeof t.db.query>) =>
          failing ? Promise.reject(new Error('the database is away')) : t.db.query(...args),
      } as typeof t.db,
    });
    views.count(request('192.0.2.1'), { page: 'profile', providerId });
    expect(await views.flush()).toBe(0);
    // Both the forgetting of past visitors and the write failed, each said in the log.
    expect(errors).toHaveLength(2);
    expect(views.waiting).toBe(1);
    failing = false;
    expect(await views.flush()).toBe(1);
    expect(await storedViews(providerId)).toBe(1);
  });
});

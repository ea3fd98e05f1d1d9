import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redisServerInstalled, startRedisProcess, type RedisProcess } from '../test-support/redis-process';
import { isAutomatedAgent, RecentClicks, sharedRecentClicks } from './track-repeats';

describe('RecentClicks', () => {
  it('counts a key once per window', () => {
    const recent = new RecentClicks(1000, 10);
    expect(recent.firstWithinWindow('a', 0)).toBe(true);
    expect(recent.firstWithinWindow('a', 999)).toBe(false);
    expect(recent.firstWithinWindow('b', 999)).toBe(true);
    expect(recent.firstWithinWindow('a', 1000)).toBe(true);
  });

  it('forgets the oldest keys beyond its capacity', () => {
    const recent = new RecentClicks(1000, 2);
    recent.firstWithinWindow('a', 0);
    recent.firstWithinWindow('b', 0);
    recent.firstWithinWindow('c', 0);
    expect(recent.firstWithinWindow('a', 1)).toBe(true);
    expect(recent.firstWithinWindow('c', 1)).toBe(false);
  });
});

describe.runIf(redisServerInstalled())('sharedRecentClicks', () => {
  let server: RedisProcess;
  const clients: Redis[] = [];
  beforeAll(async () => {
    server = await startRedisProcess();
  });
  afterAll(async () => {
    for (const client of clients) client.disconnect();
    await server.stop();
  });
  const instance = () => {
    const client = new Redis(server.url);
    clients.push(client);
    return sharedRecentClicks(client, 60_000);
  };

  it('counts a key once per window, whichever instance sees it', async () => {
    const [first, second] = [instance(), instance()];
    expect(await first.firstWithinWindow('203.0.113.5 atelier website', 0)).toBe(true);
    expect(await second.firstWithinWindow('203.0.113.5 atelier website', 0)).toBe(false);
    expect(await second.firstWithinWindow('203.0.113.5 atelier phone', 0)).toBe(true);
  });

  it('counts the click while Redis is away rather than refusing or holding it', async () => {
    const away = new Redis('redis://127.0.0.1:1', { lazyConnect: true, enableOfflineQueue: false });
    clients.push(away);
    const repeats = sharedRecentClicks(away);
    expect(await repeats.firstWithinWindow('a', 0)).toBe(true);
    expect(await repeats.firstWithinWindow('a', 0)).toBe(true);
  });
});

describe('isAutomatedAgent', () => {
  it.each([
    [undefined, true],
    ['', true],
    ['Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)', true],
    ['facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)', true],
    ['curl/8.5.0', true],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile Safari/604.1',
      false,
    ],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0', false],
  ])('%j → %s', (agent, automated) => {
    expect(isAutomatedAgent(agent)).toBe(automated);
  });
});

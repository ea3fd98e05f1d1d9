import { describe, expect, it } from 'vitest';
import { seedGuides } from '@server/seed/seed-guides';
import { freshAppForEachTest } from '@server/test-support/test-app';

const t = freshAppForEachTest(seedGuides);

const get = (url: string, host = 'localhost:3000') => t.app.inject({ method: 'GET', url, headers: { host } });

describe('a page’s address with a trailing slash', () => {
  it.each([
    ['/guide/list/', '/guide/list'],
    ['/guide/questions-a-poser-a-un-wedding-planner/', '/guide/questions-a-poser-a-un-wedding-planner'],
    ['/wedding-planner/x/', '/wedding-planner/x'],
    ['/wedding-planners/rhone/', '/wedding-planners/rhone'],
  ])('%s moves permanently to %s, as the listings do', async (path, canonical) => {
    const response = await get(path);
    expect({ status: response.statusCode, location: response.headers.location }).toEqual({
      status: 301,
      location: canonical,
    });
  });

  it('is not found when its slug is not one, without echoing it', async () => {
    for (const path of ['/wedding-planner/Not%20a%20slug/', '/guide/%2F%2Fevil.example/']) {
      const response = await get(path);
      expect(response.statusCode, path).toBe(404);
      expect(response.headers.location, path).toBeUndefined();
    }
  });

  it('is not found on the project site, which has no such pages', async () => {
    expect((await get('/guide/list/', 'projet.localhost:3000')).statusCode).toBe(404);
  });
});

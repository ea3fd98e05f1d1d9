import { describe, expect, it } from 'vitest';
import { seedGuides } from '@server/seed/seed-guides';
import { freshAppForEachTest } from '@server/test-support/test-app';
import { insertDirectoryFixture } from '../directory/directory-fixture';
import { headSeo, parsePage } from '../directory/read-page';

const NOW = new Date('2026-06-01T10:00:00Z');
const t = freshAppForEachTest(async (db) => {
  await insertDirectoryFixture(db, NOW);
  await seedGuides(db);
});

const get = (url: string, host: string) => t.app.inject({ method: 'GET', url, headers: { host } });

describe('the link preview image of the public pages', () => {
  it.each([
    ['localhost:3000', '/'],
    ['localhost:3000', '/wedding-planners/'],
    ['localhost:3000', '/wedding-planners/rhone/lyon/page/2'],
    ['de.localhost:3000', '/wedding-planners/state-of-berlin'],
    ['localhost:3000', '/guide/list'],
    ['localhost:3000', '/guide/questions-a-poser-a-un-wedding-planner'],
  ])('on %s%s is an absolute URL of the site that answers an image', async (host, path) => {
    const page = await get(path, host);
    expect(page.statusCode).toBe(200);
    const image = new URL(headSeo(parsePage(page.body)).openGraph['og:image'] ?? '');
    expect(image.origin).toBe(`http://${host}`);
    const answer = await get(image.pathname, host);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^image\//);
  });
});

import { describe, expect, it } from 'vitest';
import { freshAppForEachTest } from '@server/test-support/test-app';
import { insertDirectoryFixture, STAR, type DirectoryFixture } from '../directory/directory-fixture';
import { parsePage } from '../directory/read-page';

const NOW = new Date('2026-06-01T10:00:00Z');
let fixture: DirectoryFixture;
const t = freshAppForEachTest(async (db) => {
  fixture = await insertDirectoryFixture(db, NOW);
});

async function profile(host = 'localhost:3000') {
  const response = await t.app.inject({
    method: 'GET',
    url: `/wedding-planner/${STAR.slug}`,
    headers: { host },
  });
  expect(response.statusCode).toBe(200);
  return parsePage(response.body);
}

/**
 * The star's linked account, its copy holding `count` posts; its token is bytes nothing opens and the
 * refresh is long overdue: the page must show the copy without ever calling Instagram (no app is reachable).
 */
async function linkedAccount(count: number) {
  const providerId = fixture.providerIds.get(STAR.slug) ?? 0;
  await t.db.query(
    `INSERT INTO instagram_connections (provider_id, account_id, username, token_sealed, token_expires_at,
       connected_at, posts_due_at)
     VALUES ($1, '17841400000000001', 'atelier.star', decode(repeat('ab', 40), 'hex'), $2, $2, $2)`,
    [providerId, NOW],
  );
  for (let position = 0; position < count; position += 1) {
    await t.db.query(
      `INSERT INTO instagram_posts (provider_id, media_id, position, image_key, width, height, permalink, caption,
         posted_at)
       VALUES ($1, $2, $3, $4, 640, 800, $5, 'Un mariage', $6)`,
      [
        providerId,
        String(1000 + position),
        position,
        `providers/${providerId}/instagram-${position}.jpg`,
        `https://www.instagram.com/p/POST${position}/`,
        new Date(Date.UTC(2026, 4, 20 - position)),
      ],
    );
  }
}

describe('the profile’s latest Instagram posts', () => {
  it('shows the copied posts as square thumbnails of our own images, each a link to its post', async () => {
    await linkedAccount(3);
    const document = await profile();
    const section = document.querySelector('section[aria-labelledby="instagram-title"]');
    expect(section?.querySelector('h2')?.textContent).toBe('Derniers posts Instagram');
    const links = [...(section?.querySelectorAll('.pp-ui-square-thumbnails__link') ?? [])];
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      'https://www.instagram.com/p/POST0/',
      'https://www.instagram.com/p/POST1/',
      'https://www.instagram.com/p/POST2/',
    ]);
    const image = links[0]?.querySelector('img');
    const providerId = fixture.providerIds.get(STAR.slug) ?? 0;
    expect(image?.getAttribute('src')).toBe(`/images/providers/${providerId}/instagram-0.jpg?w=320&h=320`);
    // Its box is fixed before it arrives: no layout shift.
    expect([image?.getAttribute('width'), image?.getAttribute('height')]).toEqual(['160', '160']);
    expect(image?.getAttribute('alt')).toBe(`Post Instagram de ${STAR.name} du 20 mai 2026`);
    const account = section?.querySelector('.provider-instagram__account a');
    expect(account?.getAttribute('href')).toBe('https://www.instagram.com/atelier.star/');
    expect(account?.textContent).toBe('Voir @atelier.star sur Instagram');
  });

  it('speaks the site’s language', async () => {
    await linkedAccount(1);
    const document = await profile('uk.localhost:3000');
    expect(document.querySelector('#instagram-title')?.textContent).toBe('Latest Instagram posts');
  });

  it('shows nothing without a linked account, or while its copy is empty', async () => {
    expect((await profile()).querySelector('#instagram-title')).toBeNull();
    await linkedAccount(0);
    expect((await profile()).querySelector('#instagram-title')).toBeNull();
  });
});

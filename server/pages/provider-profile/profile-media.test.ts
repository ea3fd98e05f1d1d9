import { describe, expect, it } from 'vitest';
import { freshAppForEachTest } from '@server/test-support/test-app';
import { insertDirectoryFixture, STAR, type DirectoryFixture } from '../directory/directory-fixture';
import { parsePage } from '../directory/read-page';

const NOW = new Date('2026-06-01T10:00:00Z');
let fixture: DirectoryFixture;
const t = freshAppForEachTest(async (db) => {
  fixture = await insertDirectoryFixture(db, NOW);
});

async function profile() {
  const response = await t.app.inject({
    method: 'GET',
    url: `/wedding-planner/${STAR.slug}`,
    headers: { host: 'localhost:3000' },
  });
  expect(response.statusCode).toBe(200);
  return parsePage(response.body);
}

/** A venue of the star's, with photos of these sizes, published or not. */
async function venue(name: string, published: boolean, sizes: [number, number][]) {
  const providerId = fixture.providerIds.get(STAR.slug) ?? 0;
  const [row] = await t.db.query<{ id: number }>(
    `INSERT INTO venues (provider_id, name, city_id, city, postal_code, created_at)
     VALUES ($1, $2, $3, 'Lyon', '69001', $4) RETURNING id`,
    [providerId, name, fixture.cityIds.get('FR:lyon') ?? null, NOW],
  );
  for (const [index, [width, height]] of sizes.entries()) {
    await t.db.query(
      `INSERT INTO venue_images (venue_id, provider_id, storage_key, position, width, height, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [
        row?.id ?? null,
        providerId,
        `providers/${providerId}/${name}-${index}.jpg`,
        index,
        width,
        height,
        NOW,
      ],
    );
  }
  if (published) await t.db.query('UPDATE venues SET published = true WHERE id = $1', [row?.id ?? null]);
}

async function video(platform: 'youtube' | 'vimeo', id: string, title: string, visible = true) {
  await t.db.query(
    `INSERT INTO provider_videos (provider_id, platform, video_id, title, visible, created_at)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [fixture.providerIds.get(STAR.slug) ?? null, platform, id, title, visible, NOW],
  );
}

describe('the profile’s venues', () => {
  it('shows the published venues with their name, city and photos, each photo its own shape', async () => {
    await venue('Château de la Roseraie', true, [
      [1200, 800],
      [800, 1200],
    ]);
    await venue('Brouillon', false, [[1200, 800]]);
    const document = await profile();
    const section = document.querySelector('section[aria-labelledby="venues-title"]');
    expect(section?.querySelector('h2')?.textContent).toBe('Lieux de réception');
    const cards = [...(section?.querySelectorAll('.provider-venue') ?? [])];
    expect(cards.map((card) => card.querySelector('h3')?.textContent)).toEqual(['Château de la Roseraie']);
    expect(cards[0]?.querySelector('.provider-venue__city')?.textContent).toBe('Lyon');
    const images = [...(cards[0]?.querySelectorAll('img') ?? [])].map((image) => ({
      width: image.getAttribute('width'),
      height: image.getAttribute('height'),
      alt: image.getAttribute('alt'),
    }));
    expect(images).toEqual([
      { width: '600', height: '400', alt: 'Château de la Roseraie, photo 1' },
      { width: '160', height: '240', alt: 'Château de la Roseraie, photo 2' },
    ]);
  });

  it('shows no section without a published venue', async () => {
    await venue('Brouillon', false, [[1200, 800]]);
    expect((await profile()).querySelector('section[aria-labelledby="venues-title"]')).toBeNull();
  });
});

describe('the profile’s videos', () => {
  it('shows each visible video as a facade linking to its page, the player left to a click', async () => {
    await video('youtube', 'dQw4w9WgXcQ', 'Notre mariage au château');
    await video('vimeo', '76979871', '');
    await video('youtube', 'aaaaaaaaaaa', 'Cachée', false);
    const document = await profile();
    const facades = [...document.querySelectorAll('pp-video-facade')];
    expect(facades.map((facade) => facade.getAttribute('data-player'))).toEqual([
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1',
      'https://player.vimeo.com/video/76979871?autoplay=1&dnt=1',
    ]);
    expect(facades.map((facade) => facade.querySelector('a')?.getAttribute('href'))).toEqual([
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://vimeo.com/76979871',
    ]);
    // The link's name, what is not hidden from screen readers in it.
    const names = facades.map((facade) =>
      [...(facade.querySelector('a')?.children ?? [])]
        .filter((child) => child.getAttribute('aria-hidden') !== 'true' && child.tagName !== 'IMG')
        .map((child) => child.textContent)
        .join(''),
    );
    expect(names).toEqual([
      'Lire la vidéo : Notre mariage au château',
      'Lire la vidéo : Atelier Lumière, vidéo 2',
    ]);
    const poster = facades[0]?.querySelector('img');
    expect(poster?.getAttribute('src')).toBe('https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg');
    expect([poster?.getAttribute('width'), poster?.getAttribute('height')]).toEqual(['480', '360']);
    expect(facades[1]?.querySelector('img')).toBeNull();
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('shows no section without a visible video', async () => {
    await video('youtube', 'dQw4w9WgXcQ', 'Cachée', false);
    expect((await profile()).querySelector('pp-video-facade')).toBeNull();
  });
});

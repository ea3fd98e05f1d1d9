import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { favoriteButtonPropsSchema, imageViewsPropsSchema } from '@shared/islands/directory-island-props';
import { freshAppForEachTest } from '@server/test-support/test-app';
import { insertDirectoryFixture, STAR, type DirectoryFixture } from '../directory/directory-fixture';
import { headSeo, jsonLdOfType, parsePage } from '../directory/read-page';

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
  const document = parsePage(response.body);
  return { document, seo: headSeo(document) };
}

describe('the provider profile’s directory features', () => {
  it('has its canonical address on the provider’s own site, wherever it is shown', async () => {
    const french = await profile();
    expect(french.seo.canonical).toBe(`http://localhost:3000/wedding-planner/${STAR.slug}`);
    expect(french.seo.alternates).toEqual({ 'fr-FR': french.seo.canonical });
    expect(french.seo.description).toBe(STAR.excerpt);
    expect(french.seo.openGraph['og:type']).toBe('profile');
    expect(french.seo.openGraph['og:image']).toBe(
      `http://localhost:3000/images/seed/${STAR.slug}.jpg?w=1200&h=630`,
    );
    const belgian = await profile('be.localhost:3000');
    expect(belgian.document.documentElement.lang).toBe('nl-BE');
    expect(belgian.seo.canonical).toBe(french.seo.canonical);
  });

  it('describes the provider as a LocalBusiness', async () => {
    const { seo } = await profile();
    expect(jsonLdOfType(seo, 'LocalBusiness')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'LocalBusiness',
      '@id': `http://localhost:3000/wedding-planner/${STAR.slug}#business`,
      name: STAR.name,
      url: `http://localhost:3000/wedding-planner/${STAR.slug}`,
      image: `http://localhost:3000/images/seed/${STAR.slug}.jpg?w=1200&h=630`,
      description: STAR.excerpt,
      address: {
        '@type': 'PostalAddress',
        addressLocality: 'Lyon',
        addressRegion: 'Rhône (69)',
        addressCountry: 'FR',
      },
      knowsLanguage: ['en', 'fr'],
      telephone: '+33612345678',
      sameAs: [STAR.links.website, STAR.links.instagram],
    });
  });

  it('places the provider in the directory on its own site only', async () => {
    const crumbs = (document: Document) =>
      [...document.querySelectorAll('.breadcrumbs a')].map((a) => a.getAttribute('href'));
    expect(crumbs((await profile()).document)).toEqual([
      '/',
      '/wedding-planners/',
      '/wedding-planners/rhone',
      '/wedding-planners/rhone/lyon',
      `/wedding-planner/${STAR.slug}`,
    ]);
    expect(crumbs((await profile('be.localhost:3000')).document)).toEqual([
      '/',
      `/wedding-planner/${STAR.slug}`,
    ]);
  });

  it('has the favourite heart, the visible images in a carousel and their view counter', async () => {
    const { document } = await profile();
    const heart = document.querySelector<HTMLElement>('.provider-header [data-island="favorite-button"]');
    expect(v.parse(favoriteButtonPropsSchema, JSON.parse(heart?.dataset.props ?? '')).publicId).toBe(
      STAR.publicId,
    );
    const images = [...document.querySelectorAll('pp-carousel img')].map((img) => [
      img.getAttribute('data-key'),
      img.getAttribute('alt'),
      img.getAttribute('src'),
      img.getAttribute('width'),
      img.getAttribute('height'),
    ]);
    // The first at the carousel's main width, the next at its thumbnails'; each by its own ratio (a portrait
    // stored 800 × 1200), or the carousel's 3 / 2 where the size is not known.
    expect(images).toEqual([
      ['seed/venue-1.jpg', 'La salle', '/images/seed/venue-1.jpg?w=1200', '1200', '1800'],
      ['seed/venue-2.jpg', `Photo 2 de ${STAR.name}`, '/images/seed/venue-2.jpg?w=240', '240', '160'],
    ]);
    const views = document.querySelector<HTMLElement>('[data-island="image-views"]');
    expect(views?.dataset.loadOn).toBe('visible');
    expect(v.parse(imageViewsPropsSchema, JSON.parse(views?.dataset.props ?? '')).imageIds).toEqual(
      fixture.imageIds,
    );
  });

  it('links out through the click counter, nofollow', async () => {
    const { document } = await profile();
    const links = [...document.querySelectorAll('.provider-links a')].map((a) => [
      a.getAttribute('href'),
      a.getAttribute('rel'),
      a.getAttribute('target'),
    ]);
    expect(links).toEqual([
      [`/annuaire/track/${STAR.slug}/website`, 'nofollow noopener', '_blank'],
      [`/annuaire/track/${STAR.slug}/instagram`, 'nofollow noopener', '_blank'],
      [`/annuaire/track/${STAR.slug}/phone`, 'nofollow', null],
    ]);
  });

  it('leaves out the gallery and the links a provider does not have', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/wedding-planner/planner-lyon-1',
      headers: { host: 'localhost:3000' },
    });
    const document = parsePage(response.body);
    expect(document.querySelector('pp-carousel')).toBeNull();
    expect(document.querySelector('[data-island="image-views"]')).toBeNull();
    expect(document.querySelector('.provider-links')).toBeNull();
    expect(document.querySelector('[data-island="favorite-button"]')).not.toBeNull();
  });
});

describe('the provider profile on a phone and for a keyboard', () => {
  it('leads to the contact block by a skip link first and a contact button, both to a focusable target', async () => {
    const { document } = await profile();
    const main = document.querySelector('main');
    const skip = main?.querySelector('a');
    expect([skip?.className, skip?.getAttribute('href'), skip?.textContent]).toEqual([
      'skip-link',
      '#contact',
      'Aller au formulaire de contact',
    ]);
    const button = document.querySelector('.provider-contact-button');
    expect([button?.getAttribute('href'), button?.textContent?.trim()]).toEqual(['#contact', 'Contacter']);
    const target = document.getElementById('contact');
    expect(target?.getAttribute('tabindex')).toBe('-1');
    expect(target?.querySelector('pp-contact-widget')).not.toBeNull();
  });

  it('shows the marks and the spoken languages as the cards do: the badges, the flags named', async () => {
    const { document } = await profile();
    const marks = [...document.querySelectorAll('.provider-header .pp-ui-provider-card__marks .pp-ui-badge')];
    expect(marks.map((mark) => [mark.className, mark.querySelector('[tabindex="0"]')?.textContent])).toEqual([
      ['pp-ui-badge pp-ui-badge--premium', 'Membre Premium'],
      ['pp-ui-badge pp-ui-badge--active', 'Actif récemment'],
    ]);
    const flags = [...document.querySelectorAll('.provider-languages .pp-ui-provider-card__languages svg')];
    expect(
      flags.map((flag) => [flag.getAttribute('aria-label'), flag.querySelector('use')?.getAttribute('href')]),
    ).toEqual([
      ['English', '#pp-flag-GB'],
      ['Français', '#pp-flag-FR'],
    ]);
    expect(document.querySelectorAll('svg.flag-sprite symbol')).toHaveLength(2);
  });
});

describe('the provider profile’s real weddings', () => {
  /** A portfolio of the star's, its photos' captions as given (the third one uncaptioned), its key photo the last. */
  async function portfolioOfStar({ published }: { published: boolean }) {
    const providerId = fixture.providerIds.get(STAR.slug) ?? null;
    const [portfolio] = await t.db.query<{ id: number }>(
      `INSERT INTO portfolios (provider_id, title, description, slug, created_at, updated_at)
       VALUES ($1, 'Camille et Louis', 'Un mariage champêtre.', 'camille-et-louis', $2, $2) RETURNING id`,
      [providerId, NOW],
    );
    const photos = await t.db.query<{ id: number }>(
      `INSERT INTO portfolio_images (portfolio_id, provider_id, storage_key, caption, position, width, height, created_at)
       VALUES ($1, $2, 'seed/a.jpg', 'La cérémonie', 0, 1200, 800, $3),
              ($1, $2, 'seed/b.jpg', 'Le dîner', 1, 800, 1200, $3),
              ($1, $2, 'seed/c.jpg', '', 2, 1500, 1000, $3),
              ($1, $2, 'seed/d.jpg', 'La première danse', 3, 1000, 1000, $3)
       RETURNING id`,
      [portfolio?.id ?? null, providerId, NOW],
    );
    await t.db.query('UPDATE portfolios SET key_image_id = $2, published = $3 WHERE id = $1', [
      portfolio?.id ?? null,
      photos[3]?.id ?? null,
      published,
    ]);
  }

  const portfolioPage = () =>
    t.app.inject({
      method: 'GET',
      url: `/wedding-planner/${STAR.slug}/camille-et-louis`,
      headers: { host: 'localhost:3000' },
    });

  it('shows a published portfolio’s photos, its key photo first, then in its order, captions as their text', async () => {
    await portfolioOfStar({ published: true });
    const { document } = await profile();
    const section = document.querySelector('.provider-portfolios');
    expect(section?.querySelector('h3 a')?.getAttribute('href')).toBe(
      `/wedding-planner/${STAR.slug}/camille-et-louis`,
    );
    const images = [...(section?.querySelectorAll('pp-carousel img') ?? [])];
    expect(images.map((image) => image.getAttribute('data-key'))).toEqual([
      'seed/d.jpg',
      'seed/a.jpg',
      'seed/b.jpg',
      'seed/c.jpg',
    ]);
    expect(images.map((image) => image.getAttribute('alt'))).toEqual([
      'La première danse',
      'La cérémonie',
      'Le dîner',
      'Camille et Louis, photo 4',
    ]);
    // Each image reserves its room: its ratio, at the width the carousel shows it.
    expect(images.map((image) => [image.getAttribute('width'), image.getAttribute('height')])).toEqual([
      ['1200', '1200'],
      ['240', '160'],
      ['240', '360'],
      ['240', '160'],
    ]);
    const own = await portfolioPage();
    expect(own.statusCode).toBe(200);
    const page = parsePage(own.body);
    expect(page.querySelector('h1')?.textContent).toBe('Camille et Louis');
    expect(page.querySelectorAll('pp-carousel img')).toHaveLength(4);
  });

  it('never shows an unpublished portfolio: not on the profile, and its address is not found', async () => {
    await portfolioOfStar({ published: false });
    const { document } = await profile();
    expect(document.querySelector('.provider-portfolios')).toBeNull();
    expect(document.body.textContent).not.toContain('Camille et Louis');
    expect((await portfolioPage()).statusCode).toBe(404);
  });
});

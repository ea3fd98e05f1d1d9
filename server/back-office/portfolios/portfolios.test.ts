import { describe, expect, it } from 'vitest';
import * as portfoliosApi from '@shared/api/contract/back-office/portfolios';
import type { Portfolio } from '@shared/api/contract/back-office/portfolios';
import type { Endpoint } from '@shared/api/endpoint';
import { seedCatalog } from '@server/seed/seed-catalog';
import { BACK_OFFICE_HOST, bodyOf, callEndpoint } from '@server/test-support/call-endpoint';
import { phonePhoto, uploadFiles } from '@server/test-support/multipart';
import { signedInProvider } from '@server/test-support/signed-in-provider';
import { freshAppWithLocalImagesForEachTest } from '@server/test-support/app-with-local-images';

const { t, images } = freshAppWithLocalImagesForEachTest(seedCatalog);
const { storedKeys } = images;

type Provider = Awaited<ReturnType<typeof signedInProvider>>;

async function directoryVersion(): Promise<number> {
  const [row] = await t.db.query<{ version: string }>('SELECT version FROM directory_version');
  return Number(row?.version);
}

const provider = (n = 1) => signedInProvider(t, `Maison Rivage ${n}`, `+3361111111${n}`);

async function create(as: Provider, title = 'Camille et Louis au château'): Promise<Portfolio> {
  return bodyOf(await callEndpoint(t.app, portfoliosApi.createPortfolio, { title }, { as }));
}

async function upload(as: Provider, portfolio: Portfolio, count = 1): Promise<Portfolio> {
  const files = await Promise.all(
    Array.from({ length: count }, async (_, index) => ({
      field: 'files',
      filename: `photo-${index + 1}.jpg`,
      type: 'image/jpeg',
      data: await phonePhoto(),
    })),
  );
  const answer = await uploadFiles(t.app, portfoliosApi.uploadPortfolioImages, files, as, {
    id: portfolio.id,
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body as unknown as Portfolio;
}

const ids = (portfolio: Portfolio) => portfolio.images.map((image) => image.id);
const on = (portfolio: Portfolio, imageId?: number) => ({
  id: portfolio.id,
  ...(imageId === undefined ? {} : { imageId }),
});

/** A portfolio ready to publish: a title, three photos, the second one the key photo. */
async function complete(as: Provider): Promise<Portfolio> {
  const portfolio = await upload(as, await create(as), 3);
  const keyed = bodyOf(
    await callEndpoint(
      t.app,
      portfoliosApi.setPortfolioKeyImage,
      {},
      { as, params: on(portfolio, ids(portfolio)[1]) },
    ),
  );
  return keyed;
}

describe('a provider’s portfolios', () => {
  it('are created as drafts, listed newest first and read whole', async () => {
    const as = await provider();
    const first = await create(as, 'Premier mariage');
    expect(first).toMatchObject({
      title: 'Premier mariage',
      description: '',
      published: false,
      images: [],
      keyImageId: null,
      services: [],
      missing: ['images', 'keyImage'],
      url: null,
    });
    t.clock.advance(1000);
    const second = await create(as, '');
    expect(second.missing).toEqual(['title', 'images', 'keyImage']);
    const list = bodyOf(await callEndpoint(t.app, portfoliosApi.portfolios, {}, { as }));
    expect(list.portfolios.map((each) => each.id)).toEqual([second.id, first.id]);
    expect(bodyOf(await callEndpoint(t.app, portfoliosApi.portfolio, {}, { as, params: on(first) }))).toEqual(
      first,
    );
  });

  it('refuses a title or a description past its bound, naming the field, and writes nothing', async () => {
    const as = await provider();
    const long = await callEndpoint(t.app, portfoliosApi.createPortfolio, { title: 'x'.repeat(121) }, { as });
    expect(long.status).toBe(400);
    expect(long.ok ? null : long.body.fields?.title).toBe('Un titre compte au plus 120 caractères.');
    const portfolio = await create(as);
    const description = await callEndpoint(
      t.app,
      portfoliosApi.updatePortfolio,
      { title: 'Un titre', description: 'y'.repeat(2001) },
      { as, params: on(portfolio) },
    );
    expect(description.ok ? null : description.body.fields?.description).toBe(
      'La description compte au plus 2 000 caractères.',
    );
    const [count] = await t.db.query<{ count: number }>('SELECT count(*)::integer AS count FROM portfolios');
    expect(count?.count).toBe(1);
    const caption = await callEndpoint(
      t.app,
      portfoliosApi.setPortfolioImageCaption,
      { caption: 'z'.repeat(201) },
      { as, params: { id: portfolio.id, imageId: 1 } },
    );
    expect(caption.status).toBe(400);
    const reorder = await callEndpoint(
      t.app,
      portfoliosApi.reorderPortfolioImages,
      { order: [0] },
      { as, params: on(portfolio) },
    );
    expect(reorder.status).toBe(400);
  });

  it('adds photos through the gallery’s pipeline, captions them, names a key photo and puts them in order', async () => {
    const as = await provider();
    const portfolio = await upload(as, await create(as), 3);
    expect(portfolio.images).toHaveLength(3);
    expect(portfolio.images[0]?.key).toMatch(new RegExp(`^providers/${as.providerId}/[0-9a-f-]{36}\\.jpg$`));
    expect({ width: portfolio.images[0]?.width, height: portfolio.images[0]?.height }).toEqual({
      width: 80,
      height: 120,
    });
    expect(await storedKeys()).toEqual(portfolio.images.map((image) => image.key).sort());
    const [a, b, c] = ids(portfolio) as [number, number, number];

    const captioned = bodyOf(
      await callEndpoint(
        t.app,
        portfoliosApi.setPortfolioImageCaption,
        { caption: '  La sortie de l’église  ' },
        { as, params: on(portfolio, b) },
      ),
    );
    expect(captioned.images[1]?.caption).toBe('La sortie de l’église');

    const keyed = bodyOf(
      await callEndpoint(t.app, portfoliosApi.setPortfolioKeyImage, {}, { as, params: on(portfolio, c) }),
    );
    expect(keyed.keyImageId).toBe(c);
    expect(keyed.missing).toEqual([]);

    const reordered = bodyOf(
      await callEndpoint(
        t.app,
        portfoliosApi.reorderPortfolioImages,
        { order: [c, a, b] },
        { as, params: on(portfolio) },
      ),
    );
    expect(ids(reordered)).toEqual([c, a, b]);
    const read = bodyOf(
      await callEndpoint(t.app, portfoliosApi.portfolio, {}, { as, params: on(portfolio) }),
    );
    expect(ids(read)).toEqual([c, a, b]);
    const positions = await t.db.query<{ position: number }>(
      'SELECT position FROM portfolio_images WHERE portfolio_id = $1 ORDER BY position',
      [portfolio.id],
    );
    expect(positions.map(({ position }) => position)).toEqual([0, 1, 2]);
  });

  it('refuses an order that does not name exactly the portfolio’s photos (409), moving nothing', async () => {
    const as = await provider();
    const portfolio = await upload(as, await create(as), 3);
    const [a, b, c] = ids(portfolio) as [number, number, number];
    const other = await upload(as, await create(as, 'Un autre'), 1);
    for (const order of [
      [a, b],
      [a, b, c, c],
      [a, b, b],
      [c, b, a, ...ids(other)],
      [c, b, ids(other)[0] ?? 0],
    ]) {
      const refused = await callEndpoint(
        t.app,
        portfoliosApi.reorderPortfolioImages,
        { order },
        { as, params: on(portfolio) },
      );
      expect(refused.status, JSON.stringify(order)).toBe(409);
      expect(refused.ok ? null : refused.body.message).toBe(
        'Les photos de ce mariage ont changé entre-temps : rechargez leur ordre actuel, puis réessayez.',
      );
    }
    const read = bodyOf(
      await callEndpoint(t.app, portfoliosApi.portfolio, {}, { as, params: on(portfolio) }),
    );
    expect(ids(read)).toEqual([a, b, c]);
  });

  it('keeps one consistent order when reorders race, each applied whole or refused', async () => {
    const as = await provider();
    const portfolio = await upload(as, await create(as), 5);
    const [a, b, c, d, e] = ids(portfolio) as [number, number, number, number, number];
    const orders = [
      [e, d, c, b, a],
      [b, a, d, c, e],
      [c, e, a, d, b],
      [a, c, e, b, d],
      [d, b, e, a, c],
      [e, a, b, c, d],
    ];
    const answers = await Promise.all(
      orders.map((order) =>
        callEndpoint(t.app, portfoliosApi.reorderPortfolioImages, { order }, { as, params: on(portfolio) }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(orders.map(() => 200));
    const final = bodyOf(
      await callEndpoint(t.app, portfoliosApi.portfolio, {}, { as, params: on(portfolio) }),
    );
    // Whichever came last wins whole: never a mix of two orders, never two photos at one position.
    expect(orders).toContainEqual(ids(final));
    const positions = await t.db.query<{ position: number }>(
      'SELECT position FROM portfolio_images WHERE portfolio_id = $1 ORDER BY position',
      [portfolio.id],
    );
    expect(positions.map(({ position }) => position)).toEqual([0, 1, 2, 3, 4]);
  });

  it('applies a reorder raced by a deletion wholly before it, or refuses it as out of date', async () => {
    const as = await provider();
    const portfolio = await upload(as, await create(as), 4);
    const [a, b, c, d] = ids(portfolio) as [number, number, number, number];
    const [reorder, removal] = await Promise.all([
      callEndpoint(
        t.app,
        portfoliosApi.reorderPortfolioImages,
        { order: [d, c, b, a] },
        { as, params: on(portfolio) },
      ),
      callEndpoint(t.app, portfoliosApi.deletePortfolioImage, {}, { as, params: on(portfolio, b) }),
    ]);
    expect(removal.status).toBe(200);
    expect([200, 409]).toContain(reorder.status);
    const final = bodyOf(
      await callEndpoint(t.app, portfoliosApi.portfolio, {}, { as, params: on(portfolio) }),
    );
    expect(ids(final)).toEqual(reorder.status === 200 ? [d, c, a] : [a, c, d]);
  });

  it('refuses to publish while a title, photos or a key photo is missing, naming them in the caller’s language', async () => {
    const as = await provider();
    const empty = await create(as, '');
    const refused = await callEndpoint(t.app, portfoliosApi.publishPortfolio, {}, { as, params: on(empty) });
    expect(refused.status).toBe(409);
    expect(refused.ok ? null : refused.body.message).toBe(
      'Ce mariage ne peut pas encore être publié : il manque un titre, des photos et une photo principale.',
    );
    const withPhotos = await upload(as, await create(as), 2);
    const english = await callEndpoint(
      t.app,
      portfoliosApi.publishPortfolio,
      {},
      { as, params: on(withPhotos), headers: { 'accept-language': 'en' } },
    );
    expect(english.ok ? null : english.body.message).toBe(
      'This wedding cannot be published yet: it still lacks a key photo.',
    );
    const [published] = await t.db.query<{ count: number }>(
      'SELECT count(*)::integer AS count FROM portfolios WHERE published',
    );
    expect(published?.count).toBe(0);
  });

  it('publishes a complete portfolio at an address made from its title, kept when it is renamed', async () => {
    const as = await provider();
    const before = await directoryVersion();
    const portfolio = await complete(as);
    const published = bodyOf(
      await callEndpoint(t.app, portfoliosApi.publishPortfolio, {}, { as, params: on(portfolio) }),
    );
    expect(published.published).toBe(true);
    expect(published.url).toMatch(/\/wedding-planner\/maison-rivage-1\/camille-et-louis-au-chateau$/);
    expect(await directoryVersion()).toBeGreaterThan(before);

    const namesake = await complete(as);
    const second = bodyOf(
      await callEndpoint(t.app, portfoliosApi.publishPortfolio, {}, { as, params: on(namesake) }),
    );
    expect(second.url).toMatch(/camille-et-louis-au-chateau-2$/);

    const renamed = bodyOf(
      await callEndpoint(
        t.app,
        portfoliosApi.updatePortfolio,
        { title: 'Un autre titre', description: 'Au bord du lac.' },
        { as, params: on(portfolio) },
      ),
    );
    expect(renamed).toMatchObject({
      title: 'Un autre titre',
      description: 'Au bord du lac.',
      url: published.url,
    });
    const emptied = await callEndpoint(
      t.app,
      portfoliosApi.updatePortfolio,
      { title: '' },
      { as, params: on(portfolio) },
    );
    expect(emptied.status).toBe(409);

    const unpublished = bodyOf(
      await callEndpoint(t.app, portfoliosApi.unpublishPortfolio, {}, { as, params: on(portfolio) }),
    );
    expect(unpublished.published).toBe(false);
    expect(
      bodyOf(await callEndpoint(t.app, portfoliosApi.portfolioUrl, {}, { as, params: on(portfolio) })),
    ).toEqual({ url: published.url, published: false });
  });

  it('cuts a long title’s address short, never on a hyphen', async () => {
    const as = await provider();
    const portfolio = await complete(as);
    bodyOf(
      await callEndpoint(
        t.app,
        portfoliosApi.updatePortfolio,
        { title: `${'a '.repeat(59)}a` },
        { as, params: on(portfolio) },
      ),
    );
    const published = bodyOf(
      await callEndpoint(t.app, portfoliosApi.publishPortfolio, {}, { as, params: on(portfolio) }),
    );
    expect(published.url?.split('/').pop()).toBe(Array.from({ length: 36 }, () => 'a').join('-'));
  });

  it('deletes a photo with its file, but not the key photo of a published portfolio', async () => {
    const as = await provider();
    const portfolio = await complete(as);
    const [a, key] = ids(portfolio) as [number, number];
    const removedKey = portfolio.images[0]?.key;
    const after = bodyOf(
      await callEndpoint(t.app, portfoliosApi.deletePortfolioImage, {}, { as, params: on(portfolio, a) }),
    );
    expect(ids(after)).not.toContain(a);
    expect(await storedKeys()).not.toContain(removedKey);
    bodyOf(await callEndpoint(t.app, portfoliosApi.publishPortfolio, {}, { as, params: on(portfolio) }));
    const refused = await callEndpoint(
      t.app,
      portfoliosApi.deletePortfolioImage,
      {},
      { as, params: on(portfolio, key) },
    );
    expect(refused.status).toBe(409);
    bodyOf(await callEndpoint(t.app, portfoliosApi.unpublishPortfolio, {}, { as, params: on(portfolio) }));
    const cleared = bodyOf(
      await callEndpoint(t.app, portfoliosApi.deletePortfolioImage, {}, { as, params: on(portfolio, key) }),
    );
    expect(cleared.keyImageId).toBeNull();
    expect(cleared.missing).toEqual(['keyImage']);
  });

  it('deletes a portfolio with its photos’ rows and files, its services too', async () => {
    const as = await provider();
    const kept = await upload(as, await create(as, 'Gardé'), 1);
    const portfolio = await complete(as);
    bodyOf(
      await callEndpoint(
        t.app,
        portfoliosApi.savePortfolioServices,
        { offered: ['full-service'] },
        { as, params: on(portfolio) },
      ),
    );
    bodyOf(await callEndpoint(t.app, portfoliosApi.publishPortfolio, {}, { as, params: on(portfolio) }));
    expect(
      bodyOf(await callEndpoint(t.app, portfoliosApi.deletePortfolio, {}, { as, params: on(portfolio) })),
    ).toEqual({ deleted: true });
    expect(await storedKeys()).toEqual(kept.images.map((image) => image.key));
    const rows = await t.db.query<{ table_name: string; count: number }>(
      `SELECT 'images' AS table_name, count(*)::integer AS count FROM portfolio_images WHERE portfolio_id = $1
       UNION ALL SELECT 'services', count(*)::integer FROM portfolio_services WHERE portfolio_id = $1`,
      [portfolio.id],
    );
    expect(rows.map(({ count }) => count)).toEqual([0, 0]);
    const gone = await callEndpoint(t.app, portfoliosApi.portfolio, {}, { as, params: on(portfolio) });
    expect(gone.status).toBe(404);
  });

  it('names its services from the catalogue, refusing an unknown one on its field', async () => {
    const as = await provider();
    const portfolio = await create(as);
    const saved = bodyOf(
      await callEndpoint(
        t.app,
        portfoliosApi.savePortfolioServices,
        { offered: ['day-of-coordination', 'full-service', 'full-service'] },
        { as, params: on(portfolio) },
      ),
    );
    expect(saved.offered).toEqual(['full-service', 'day-of-coordination']);
    expect(saved.prestations.map((service) => service.slug)).toContain('partial-planning');
    const unknown = await callEndpoint(
      t.app,
      portfoliosApi.savePortfolioServices,
      { offered: ['full-service', 'fireworks'] },
      { as, params: on(portfolio) },
    );
    expect(unknown.status).toBe(400);
    expect(Object.keys((unknown.ok ? {} : unknown.body.fields) ?? {})).toEqual(['offered.1']);
    const read = bodyOf(
      await callEndpoint(t.app, portfoliosApi.portfolioServices, {}, { as, params: on(portfolio) }),
    );
    expect(read.offered).toEqual(['full-service', 'day-of-coordination']);
    expect(
      bodyOf(await callEndpoint(t.app, portfoliosApi.portfolio, {}, { as, params: on(portfolio) })).services,
    ).toEqual(['full-service', 'day-of-coordination']);
  });
});

describe('another provider’s portfolio', () => {
  const withParams = (Object.values(portfoliosApi) as unknown[]).filter(
    (value): value is Endpoint =>
      typeof value === 'object' && value !== null && 'path' in value && /\/:/.test((value as Endpoint).path),
  );

  it.each(withParams.map((endpoint) => [endpoint.name, endpoint] as const))(
    '%s answers 404 and changes nothing',
    async (_name, endpoint) => {
      const owner = await provider(1);
      const portfolio = await complete(owner);
      const other = await provider(2);
      const before = await t.db.query('SELECT * FROM portfolio_images ORDER BY id');
      const params = { id: portfolio.id, imageId: ids(portfolio)[0] ?? 0 };
      const input: Record<string, unknown> = {
        title: 'Volé',
        caption: 'Volé',
        order: ids(portfolio),
        offered: [],
      };
      const answer = endpoint.upload
        ? await uploadFiles(
            t.app,
            endpoint,
            [{ field: 'files', filename: 'x.jpg', type: 'image/jpeg', data: await phonePhoto() }],
            other,
            params,
          )
        : await callEndpoint(t.app, endpoint, input as never, { as: other, params });
      expect(answer.status).toBe(404);
      expect(await t.db.query('SELECT * FROM portfolio_images ORDER BY id')).toEqual(before);
      const [row] = await t.db.query<{ published: boolean; title: string }>(
        'SELECT published, title FROM portfolios WHERE id = $1',
        [portfolio.id],
      );
      expect(row).toEqual({ published: false, title: 'Camille et Louis au château' });
    },
  );

  it('a photo of another of the provider’s own portfolios is not found either', async () => {
    const as = await provider();
    const one = await upload(as, await create(as), 1);
    const two = await upload(as, await create(as, 'Deux'), 1);
    const answer = await callEndpoint(
      t.app,
      portfoliosApi.setPortfolioKeyImage,
      {},
      { as, params: { id: one.id, imageId: ids(two)[0] ?? 0 } },
    );
    expect(answer.status).toBe(404);
    const direct = await t.app.inject({
      method: 'DELETE',
      url: `/api/portfolios/${one.id}/images/${ids(two)[0]}`,
      headers: { host: BACK_OFFICE_HOST, ...as.headers },
    });
    expect(direct.statusCode).toBe(404);
  });
});

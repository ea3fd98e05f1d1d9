import { describe, expect, it } from 'vitest';
import * as directoryApi from '@shared/api/contract/directory';
import { bodyOf, callEndpoint } from '../test-support/call-endpoint';
import { signedInCouple, signedInCoupleForEachTest } from '../test-support/signed-in-couple';
import { callJson, freshAppForEachTest } from '../test-support/test-app';
import { placeProvider, prepareDirectory } from './directory-fixtures';

const t = freshAppForEachTest(prepareDirectory);
const couple = signedInCoupleForEachTest(t);

const toggle = (publicId: string, headers: Record<string, string> = couple.headers) =>
  callEndpoint(t.app, directoryApi.toggleFavorite, { publicId }, { headers });
/** A public id the contract refuses, sent as is. */
const toggleRaw = (publicId: unknown) =>
  callJson(t.app, {
    method: 'POST',
    url: directoryApi.toggleFavorite.path,
    json: { publicId },
    headers: couple.headers,
  });
const favorites = (headers: Record<string, string> = couple.headers) =>
  callEndpoint(t.app, directoryApi.favorites, {}, { headers });

async function favoriteNames(headers: Record<string, string> = couple.headers): Promise<string[]> {
  return bodyOf(await favorites(headers)).favorites.map((card) => card.name);
}

describe('favourites', () => {
  it('adds on the first toggle and removes on the second', async () => {
    const { publicId } = await placeProvider(t.db, { name: 'Atelier Rose', city: 'Lyon' });
    expect(await favoriteNames()).toEqual([]);
    const added = await toggle(publicId);
    expect(added).toMatchObject({ status: 200, body: { publicId, isFavorite: true } });
    expect(await favoriteNames()).toEqual(['Atelier Rose']);
    const removed = await toggle(publicId);
    expect(removed).toMatchObject({ status: 200, body: { publicId, isFavorite: false } });
    expect(await favoriteNames()).toEqual([]);
  });

  it('lists cards, the most recently added first, across countries', async () => {
    const lyon = await placeProvider(t.db, { name: 'In Lyon', city: 'Lyon', excerpt: 'Lyon…' });
    const berlin = await placeProvider(t.db, { name: 'In Berlin', city: 'Berlin' });
    await toggle(lyon.publicId);
    t.clock.advance(60_000);
    await toggle(berlin.publicId);
    const body = bodyOf(await favorites());
    expect(body.favorites.map((card) => card.name)).toEqual(['In Berlin', 'In Lyon']);
    expect(body.favorites[1]).toMatchObject({
      publicId: lyon.publicId,
      excerpt: 'Lyon…',
      cp: '69',
    });
    expect(body.favorites).not.toHaveProperty('0.portrait');
  });

  it('keeps each couple’s favourites apart', async () => {
    const { publicId } = await placeProvider(t.db, { name: 'Shared taste', city: 'Lyon' });
    const other = await signedInCouple(t, '+33698765432');
    await toggle(publicId);
    expect(await favoriteNames(other.headers)).toEqual([]);
    expect(await toggle(publicId, other.headers)).toMatchObject({ body: { isFavorite: true } });
    expect(await favoriteNames()).toEqual(['Shared taste']);
  });

  it('answers two simultaneous toggles one after the other, both successfully', async () => {
    const { publicId } = await placeProvider(t.db, { name: 'Double click', city: 'Lyon' });
    const answers = await Promise.all([toggle(publicId), toggle(publicId)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(answers.map((answer) => bodyOf(answer).isFavorite).sort()).toEqual([false, true]);
    expect(await favoriteNames()).toEqual([]);
    const three = await Promise.all([toggle(publicId), toggle(publicId), toggle(publicId)]);
    expect(three.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(await favoriteNames()).toEqual(['Double click']);
  });

  it('hides a favourite whose provider left the directory', async () => {
    const { id, publicId } = await placeProvider(t.db, { name: 'Gone', city: 'Lyon' });
    await toggle(publicId);
    await t.db.query('UPDATE providers SET published = false WHERE id = $1', [id]);
    expect(await favoriteNames()).toEqual([]);
  });

  it('answers 404 for an unknown or unpublished provider', async () => {
    const { publicId } = await placeProvider(t.db, { name: 'Hidden', city: 'Lyon', published: false });
    for (const id of [publicId, '6f1c1d2e-3a4b-4c5d-8e6f-708192a3b4c5']) {
      expect(await toggle(id)).toMatchObject({
        status: 404,
        body: { message: 'Ce prestataire est introuvable.' },
      });
    }
    expect(await favoriteNames()).toEqual([]);
  });

  it.each([undefined, '', 'not-a-uuid', 42])('refuses the public id %j with a message', async (publicId) => {
    const { status, body } = await toggleRaw(publicId);
    expect(status).toBe(400);
    expect(body.message).toEqual(expect.any(String));
  });

  describe(`at most ${directoryApi.MAX_FAVORITES}`, () => {
    const MAX = directoryApi.MAX_FAVORITES;
    /** `count` published providers, `kept` of them already the couple's favourites. */
    async function providersKept(count: number, kept: number) {
      const providers = await t.db.query<{ id: number; public_id: string }>(
        `INSERT INTO providers (slug, name, country, latitude, longitude, portrait_html, published)
         SELECT 'planner-' || n, 'Planner ' || n, 'FR', 45, 4, '<p>Portrait</p>', true FROM generate_series(1, $1) n
         RETURNING id, public_id`,
        [count],
      );
      await t.db.query(
        `INSERT INTO favorites (user_id, provider_id, created_at) SELECT $1, unnest($2::int[]), $3`,
        [couple.userId, providers.slice(0, kept).map(({ id }) => id), t.clock.now()],
      );
      return providers.map(({ id, public_id }) => ({ id, publicId: public_id }));
    }
    const kept = async () =>
      (
        await t.db.query<{ count: number }>(
          'SELECT count(*)::int AS count FROM favorites WHERE user_id = $1',
          [couple.userId],
        )
      )[0]?.count;

    it('refuses one more with a 409 that says to remove one, and writes nothing; removing makes room', async () => {
      const providers = await providersKept(MAX + 1, MAX);
      const extra = providers[MAX]?.publicId ?? '';
      const refused = await toggle(extra);
      expect(refused).toMatchObject({
        status: 409,
        body: { message: `Vous avez déjà ${MAX} favoris : retirez-en un avant d’en ajouter un autre.` },
      });
      expect(await kept()).toBe(MAX);
      expect(bodyOf(await favorites()).favorites).toHaveLength(MAX);

      expect(await toggle(providers[0]?.publicId ?? '')).toMatchObject({ body: { isFavorite: false } });
      expect(await toggle(extra)).toMatchObject({ status: 200, body: { isFavorite: true } });
      expect(await kept()).toBe(MAX);
    });

    it('does not count a favourite whose provider left the directory', async () => {
      const providers = await providersKept(MAX + 1, MAX);
      await t.db.query('UPDATE providers SET published = false WHERE id = $1', [providers[0]?.id ?? 0]);
      expect(await toggle(providers[MAX]?.publicId ?? '')).toMatchObject({ status: 200 });
    });

    it('lets parallel additions take the last place once', async () => {
      const providers = await providersKept(MAX + 2, MAX - 1);
      const answers = await Promise.all(providers.slice(MAX - 1).map(({ publicId }) => toggle(publicId)));
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409]);
      expect(await kept()).toBe(MAX);
    });
  });

  it('requires a valid token for both calls', async () => {
    const { publicId } = await placeProvider(t.db, { name: 'Anyone', city: 'Lyon' });
    for (const headers of [{}, { authorization: 'Bearer forged.token.value' }] as Record<string, string>[]) {
      expect(await favorites(headers)).toMatchObject({
        status: 401,
        body: { message: 'Authentification requise' },
      });
      expect((await toggle(publicId, headers)).status).toBe(401);
    }
    const [count] = await t.db.query<{ count: number }>('SELECT count(*)::int AS count FROM favorites');
    expect(count?.count).toBe(0);
  });
});

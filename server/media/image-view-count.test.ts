import { describe, expect, it } from 'vitest';
import { placeProvider, prepareDirectory } from '../directory/directory-fixtures';
import * as directoryApi from '@shared/api/contract/directory';
import { callEndpoint } from '../test-support/call-endpoint';
import { callJson, freshAppForEachTest } from '../test-support/test-app';

const t = freshAppForEachTest(prepareDirectory);

let galleries = 0;

async function imageOf(provider: { published?: boolean } = {}, visible = true): Promise<number> {
  const { id } = await placeProvider(t.db, {
    name: `Gallery ${(galleries += 1)}`,
    city: 'Lyon',
    ...provider,
  });
  const [image] = await t.db.query<{ id: number }>(
    `INSERT INTO provider_images (provider_id, storage_key, position, visible)
     VALUES ($1, 'seed/provider-1-1.jpg', 0, $2) RETURNING id`,
    [id, visible],
  );
  if (!image) throw new Error('no image inserted');
  return image.id;
}

const view = (id: number, ip = '203.0.113.7') =>
  callEndpoint(t.app, directoryApi.incrementImageViewCount, {}, { params: { id }, remoteAddress: ip });
/** An id the contract refuses, written into the path as is. */
const viewRaw = (id: string) =>
  callJson(t.app, { method: 'PATCH', url: directoryApi.incrementImageViewCount.path.replace(':id', id) });

const storedCount = async (id: number) =>
  (
    await t.db.query<{ view_count: string }>('SELECT view_count::text FROM provider_images WHERE id = $1', [
      id,
    ])
  )[0]?.view_count;

describe('PATCH /image/{id}/increment-view-count', () => {
  it('counts one view per call and answers the new count', async () => {
    const id = await imageOf();
    expect(await view(id)).toMatchObject({ status: 200, body: { id, viewCount: 1 } });
    expect(await view(id)).toMatchObject({ status: 200, body: { id, viewCount: 2 } });
    const withoutBody = await callJson(t.app, {
      method: 'PATCH',
      url: directoryApi.incrementImageViewCount.path.replace(':id', String(id)),
    });
    expect(withoutBody).toMatchObject({ status: 200, body: { id, viewCount: 3 } });
    expect(await storedCount(id)).toBe('3');
    expect((await view(id)).headers['cache-control']).toBe('no-store');
  });

  it('answers 404 for a hidden image, an image of an unpublished provider and an unknown id', async () => {
    const hidden = await imageOf({}, false);
    const unpublished = await imageOf({ published: false });
    for (const id of [hidden, unpublished, 999_999]) {
      expect(await view(id)).toMatchObject({ status: 404, body: { message: 'Image introuvable.' } });
    }
    expect(await storedCount(hidden)).toBe('0');
    expect(await storedCount(unpublished)).toBe('0');
  });

  it.each(['abc', '0', '-1', '1.5', '01', '2147483648', '9'.repeat(40)])(
    'refuses the id %s with a message',
    async (id) => {
      const { status, body } = await viewRaw(id);
      expect(status).toBe(400);
      expect(body.message).toEqual(expect.any(String));
    },
  );

  it('answers 404 for an id no image has, up to the largest a database integer holds', async () => {
    expect((await view(2_147_483_647)).status).toBe(404);
  });

  it('stops counting an address that calls too often, not the others', async () => {
    const id = await imageOf();
    const statuses: number[] = [];
    for (let n = 0; n < 125; n += 1) statuses.push((await view(id, '198.51.100.9')).status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(120);
    expect(statuses.at(-1)).toBe(429);
    expect((await view(id, '198.51.100.10')).status).toBe(200);
    expect(await storedCount(id)).toBe('121');
  });
});

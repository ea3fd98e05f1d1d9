import { describe, expect, it } from 'vitest';
import * as venuesApi from '@shared/api/contract/back-office/venues';
import { fillPath } from '@shared/api/client/request-url';
import type { Endpoint } from '@shared/api/endpoint';
import { directoryVersion } from '@server/directory/directory-version';
import { seedCatalog } from '@server/seed/seed-catalog';
import { bodyOf, callEndpoint, hostHeaderOf } from '@server/test-support/call-endpoint';
import { insertCraftedCities } from '@server/test-support/crafted-directory';
import { multipartBody, phonePhoto, plainPng, type UploadedFile } from '@server/test-support/multipart';
import { signedInCouple } from '@server/test-support/signed-in-couple';
import { signedInProvider } from '@server/test-support/signed-in-provider';
import { freshAppWithLocalImagesForEachTest } from '@server/test-support/app-with-local-images';

const { t, images } = freshAppWithLocalImagesForEachTest(async (db) => {
  await seedCatalog(db);
  await insertCraftedCities(db);
});

type As = { headers: { authorization: string } };

const provider = () => signedInProvider(t, 'Atelier Lumière', '+33611111111');
const otherProvider = () => signedInProvider(t, 'Maison Rivage', '+33622222222');

const FIELDS = {
  name: 'Château de la Roseraie',
  description: 'Un parc de six hectares.',
  street: '12 chemin des Roses',
  city: 'Lyon',
  postalCode: '69001',
  capacity: 180,
  venueType: 'castle',
} satisfies venuesApi.VenueFields;

const DRAFT = { ...FIELDS, name: '', city: '', postalCode: '', capacity: null, venueType: null };

async function create(as: As, fields: venuesApi.VenueFields = FIELDS) {
  return bodyOf(await callEndpoint(t.app, venuesApi.createVenue, fields, { as }));
}

/** Sends photos to a venue as the page does: multipart, under the upload rule's field. */
async function upload(as: As | undefined, venueId: number, files: readonly UploadedFile[]) {
  const { payload, headers } = multipartBody(files);
  const response = await t.app.inject({
    method: 'POST',
    url: fillPath(venuesApi.uploadVenueImages.path, { id: venueId }),
    payload,
    headers: { ...hostHeaderOf(venuesApi.uploadVenueImages), ...as?.headers, ...headers },
  });
  return { status: response.statusCode, body: response.json() as venuesApi.Venue & { message?: string } };
}

const photo = async (): Promise<UploadedFile> => ({
  field: 'files',
  filename: 'roseraie.jpg',
  type: 'image/jpeg',
  data: await phonePhoto(),
});

const storedFiles = async () => (await images.storedKeys()).length;

const fieldsOf = (answer: { ok: boolean; body: unknown }) =>
  answer.ok ? null : (answer.body as { fields?: Record<string, string> }).fields;
const messageOf = (answer: { ok: boolean; body: unknown }) =>
  answer.ok ? null : (answer.body as { message: string }).message;

describe('a provider’s venues', () => {
  it('creates a draft, places it in the gazetteer’s city, and lists and reads it', async () => {
    const as = await provider();
    const created = await create(as, { ...FIELDS, city: 'lyon' });
    expect(created).toMatchObject({
      name: 'Château de la Roseraie',
      city: 'Lyon',
      postalCode: '69001',
      capacity: 180,
      venueType: 'castle',
      services: [],
      images: [],
      published: false,
    });
    const [row] = await t.db.query<{ latitude: number }>('SELECT latitude FROM venues WHERE id = $1', [
      created.id,
    ]);
    expect(row?.latitude).toBeCloseTo(45.758);
    expect(bodyOf(await callEndpoint(t.app, venuesApi.venues, {}, { as }))).toEqual({ venues: [created] });
    expect(
      bodyOf(await callEndpoint(t.app, venuesApi.venue, {}, { as, params: { id: created.id } })),
    ).toEqual(created);
  });

  it('keeps a draft without a name or a city', async () => {
    const as = await provider();
    expect(await create(as, DRAFT)).toMatchObject({
      name: '',
      city: null,
      postalCode: null,
      venueType: null,
    });
  });

  it('refuses a city the autocomplete did not pick, on `city`, and writes nothing', async () => {
    const as = await provider();
    for (const place of [
      { city: 'Lyon', postalCode: '42000' },
      { city: 'Lyonville', postalCode: '69001' },
      { city: 'Lyon (69001)', postalCode: '' },
      { city: '', postalCode: '69001' },
    ]) {
      const refused = await callEndpoint(t.app, venuesApi.createVenue, { ...FIELDS, ...place }, { as });
      expect(refused.status, JSON.stringify(place)).toBe(400);
      expect(fieldsOf(refused)).toEqual({ city: 'Choisissez une ville dans la liste proposée.' });
    }
    const [count] = await t.db.query<{ count: number }>('SELECT count(*)::integer AS count FROM venues');
    expect(count?.count).toBe(0);
  });

  it('validates every field of a venue', async () => {
    const as = await provider();
    const cases: [Partial<Record<keyof typeof FIELDS, unknown>>, string][] = [
      [{ name: 'x'.repeat(121) }, 'name'],
      [{ description: 'x'.repeat(2001) }, 'description'],
      [{ street: 'x'.repeat(201) }, 'street'],
      [{ capacity: 0 }, 'capacity'],
      [{ capacity: 100_001 }, 'capacity'],
      [{ capacity: 12.5 }, 'capacity'],
      [{ capacity: '12' }, 'capacity'],
      [{ venueType: 42 }, 'venueType'],
    ];
    for (const [change, field] of cases) {
      const refused = await t.app.inject({
        method: 'POST',
        url: venuesApi.createVenue.path,
        headers: { ...hostHeaderOf(venuesApi.createVenue), ...as.headers },
        payload: { ...FIELDS, ...change },
      });
      expect(refused.statusCode, JSON.stringify(change)).toBe(400);
      expect(Object.keys((refused.json() as { fields: object }).fields), JSON.stringify(change)).toEqual([
        field,
      ]);
    }
    const unknownType = await callEndpoint(
      t.app,
      venuesApi.createVenue,
      { ...FIELDS, venueType: 'igloo' },
      { as },
    );
    expect(fieldsOf(unknownType)).toEqual({
      venueType: 'Ce type de lieu n’existe pas : choisissez-en un dans la liste.',
    });
    expect(
      fieldsOf(await callEndpoint(t.app, venuesApi.createVenue, { ...FIELDS, capacity: 0 }, { as })),
    ).toEqual({ capacity: 'Indiquez un nombre d’invités entre 1 et 100 000.' });
  });

  it('updates a venue’s fields', async () => {
    const as = await provider();
    const { id } = await create(as);
    const updated = bodyOf(
      await callEndpoint(
        t.app,
        venuesApi.updateVenue,
        { ...FIELDS, name: 'La Roseraie', city: 'Saint-Étienne', postalCode: '42000', venueType: 'estate' },
        { as, params: { id } },
      ),
    );
    expect(updated).toMatchObject({ id, name: 'La Roseraie', city: 'Saint-Étienne', venueType: 'estate' });
  });

  it('names the venue types and prestations in the caller’s language', async () => {
    const as = await provider();
    const english = { as: { headers: { ...as.headers, 'accept-language': 'en-GB' } } };
    const types = bodyOf(await callEndpoint(t.app, venuesApi.venueTypes, {}, { as }));
    expect(types.types[0]).toEqual({ slug: 'castle', name: 'Château' });
    const englishTypes = await t.app.inject({
      method: 'GET',
      url: venuesApi.venueTypes.path,
      headers: { ...hostHeaderOf(venuesApi.venueTypes), ...english.as.headers },
    });
    expect((englishTypes.json() as { types: { name: string }[] }).types[0]?.name).toBe('Castle');
    const prestations = bodyOf(await callEndpoint(t.app, venuesApi.venuePrestations, {}, { as }));
    expect(prestations.prestations.map((entry) => entry.slug)).toContain('accommodation');
  });

  it('replaces a venue’s services, refusing an unknown one on its place', async () => {
    const as = await provider();
    const { id } = await create(as);
    const saved = await callEndpoint(
      t.app,
      venuesApi.updateVenueServices,
      { services: ['parking', 'accommodation'] },
      { as, params: { id } },
    );
    expect(bodyOf(saved).services).toEqual(['accommodation', 'parking']);
    const refused = await callEndpoint(
      t.app,
      venuesApi.updateVenueServices,
      { services: ['catering', 'helipad'] },
      { as, params: { id } },
    );
    expect(fieldsOf(refused)).toEqual({
      'services.1': 'Ce service n’existe pas : choisissez-en un dans la liste.',
    });
    expect(bodyOf(await callEndpoint(t.app, venuesApi.venue, {}, { as, params: { id } })).services).toEqual([
      'accommodation',
      'parking',
    ]);
  });

  it('deletes a venue with its photos and their files', async () => {
    const as = await provider();
    const { id } = await create(as);
    expect((await upload(as, id, [await photo()])).status).toBe(200);
    expect(await storedFiles()).toBe(1);
    const left = bodyOf(await callEndpoint(t.app, venuesApi.deleteVenue, {}, { as, params: { id } }));
    expect(left).toEqual({ venues: [] });
    expect(await storedFiles()).toBe(0);
    expect((await callEndpoint(t.app, venuesApi.venue, {}, { as, params: { id } })).status).toBe(404);
  });
});

describe('a venue’s photos', () => {
  it('adds photos through the upload pipeline, in order, with their size, and captions them', async () => {
    const as = await provider();
    const { id } = await create(as);
    const first = await upload(as, id, [await photo(), { ...(await photo()), filename: 'parc.jpg' }]);
    expect(first.status).toBe(200);
    expect(first.body.images).toHaveLength(2);
    // Turned upright from its EXIF orientation: the 120 × 80 photo held sideways is 80 wide.
    expect(first.body.images[0]).toMatchObject({ width: 80, height: 120, caption: '' });
    const imageId = first.body.images[1]?.id ?? 0;
    const captioned = await callEndpoint(
      t.app,
      venuesApi.updateVenueImage,
      { caption: 'Le parc au printemps' },
      { as, params: { id, imageId } },
    );
    expect(bodyOf(captioned).images.map((image) => image.caption)).toEqual(['', 'Le parc au printemps']);
    const removed = await callEndpoint(
      t.app,
      venuesApi.deleteVenueImage,
      {},
      { as, params: { id, imageId } },
    );
    expect(bodyOf(removed).images).toHaveLength(1);
    expect(await storedFiles()).toBe(1);
  });

  it('refuses a file that is no image, keeping nothing', async () => {
    const as = await provider();
    const { id } = await create(as);
    const refused = await upload(as, id, [
      await photo(),
      { field: 'files', filename: 'notes.txt', type: 'image/jpeg', data: Buffer.from('pas une image') },
    ]);
    expect(refused.status).toBe(415);
    expect(await storedFiles()).toBe(0);
    expect(bodyOf(await callEndpoint(t.app, venuesApi.venue, {}, { as, params: { id } })).images).toEqual([]);
  });

  it('refuses a JSON body (415) and a photo past the venue’s limit (409)', async () => {
    const as = await provider();
    const { id } = await create(as);
    const json = await callEndpoint(t.app, venuesApi.uploadVenueImages, {}, { as, params: { id } });
    expect(json.status).toBe(415);
    const png = await plainPng();
    for (let sent = 0; sent < venuesApi.VENUE_IMAGES_MAX; sent += 10) {
      const files = Array.from({ length: 10 }, (_, index) => ({
        field: 'files',
        filename: `p${sent + index}.png`,
        type: 'image/png',
        data: png,
      }));
      expect((await upload(as, id, files)).status).toBe(200);
    }
    const full = await upload(as, id, [await photo()]);
    expect(full.status).toBe(409);
    expect(full.body.message).toBe('Ce lieu a déjà le nombre maximal de photos, 20.');
  });

  it('does not find a photo of another venue under this venue’s path', async () => {
    const as = await provider();
    const one = await create(as);
    const two = await create(as);
    const { body } = await upload(as, one.id, [await photo()]);
    const imageId = body.images[0]?.id ?? 0;
    const answer = await callEndpoint(
      t.app,
      venuesApi.deleteVenueImage,
      {},
      { as, params: { id: two.id, imageId } },
    );
    expect(answer.status).toBe(404);
    expect(
      bodyOf(await callEndpoint(t.app, venuesApi.venue, {}, { as, params: { id: one.id } })).images,
    ).toHaveLength(1);
  });
});

describe('publishing a venue', () => {
  it('is refused (409) while the venue lacks a name, a city or a photo, naming them', async () => {
    const as = await provider();
    const { id } = await create(as, DRAFT);
    const refused = await callEndpoint(
      t.app,
      venuesApi.publishVenue,
      { published: true },
      { as, params: { id } },
    );
    expect(refused.status).toBe(409);
    expect(messageOf(refused)).toBe(
      'Ce lieu ne peut pas être affiché sur votre profil : il lui manque un nom, une ville et une photo.',
    );
    bodyOf(await callEndpoint(t.app, venuesApi.updateVenue, FIELDS, { as, params: { id } }));
    const stillRefused = await callEndpoint(
      t.app,
      venuesApi.publishVenue,
      { published: true },
      { as, params: { id } },
    );
    expect(messageOf(stillRefused)).toBe(
      'Ce lieu ne peut pas être affiché sur votre profil : il lui manque une photo.',
    );
    const [row] = await t.db.query<{ published: boolean }>('SELECT published FROM venues WHERE id = $1', [
      id,
    ]);
    expect(row?.published).toBe(false);
  });

  it('publishes a complete venue, moving the directory, and takes it off again', async () => {
    const as = await provider();
    const { id } = await create(as);
    await upload(as, id, [await photo()]);
    const before = await directoryVersion(t.db);
    const published = await callEndpoint(
      t.app,
      venuesApi.publishVenue,
      { published: true },
      { as, params: { id } },
    );
    expect(bodyOf(published).published).toBe(true);
    expect(await directoryVersion(t.db)).not.toBe(before);
    const off = await callEndpoint(
      t.app,
      venuesApi.publishVenue,
      { published: false },
      { as, params: { id } },
    );
    expect(bodyOf(off).published).toBe(false);
  });

  it('keeps a published venue’s name, city and last photo', async () => {
    const as = await provider();
    const { id } = await create(as);
    const { body } = await upload(as, id, [await photo()]);
    bodyOf(await callEndpoint(t.app, venuesApi.publishVenue, { published: true }, { as, params: { id } }));
    const nameless = await callEndpoint(
      t.app,
      venuesApi.updateVenue,
      { ...FIELDS, name: '', city: '', postalCode: '' },
      { as, params: { id } },
    );
    expect(nameless.status).toBe(409);
    expect(messageOf(nameless)).toBe(
      'Ce lieu ne peut pas être affiché sur votre profil : il lui manque un nom et une ville.',
    );
    const imageId = body.images[0]?.id ?? 0;
    const lastPhoto = await callEndpoint(
      t.app,
      venuesApi.deleteVenueImage,
      {},
      { as, params: { id, imageId } },
    );
    expect(lastPhoto.status).toBe(409);
    expect(await storedFiles()).toBe(1);
    expect(bodyOf(await callEndpoint(t.app, venuesApi.venue, {}, { as, params: { id } }))).toMatchObject({
      name: FIELDS.name,
      published: true,
      images: [{ id: imageId }],
    });
  });

  it('refuses a body without a boolean', async () => {
    const as = await provider();
    const { id } = await create(as);
    const refused = await t.app.inject({
      method: 'PUT',
      url: fillPath(venuesApi.publishVenue.path, { id }),
      headers: { ...hostHeaderOf(venuesApi.publishVenue), ...as.headers },
      payload: { published: 'yes' },
    });
    expect(refused.statusCode).toBe(400);
  });
});

describe('another provider’s venues', () => {
  it('answers 404 for another provider’s venue and photo, on every route, changing nothing', async () => {
    const owner = await provider();
    const { id } = await create(owner);
    const { body } = await upload(owner, id, [await photo()]);
    const imageId = body.images[0]?.id ?? 0;
    const other = await otherProvider();
    const calls: [Endpoint, unknown, Record<string, number>][] = [
      [venuesApi.venue, {}, { id }],
      [venuesApi.updateVenue, DRAFT, { id }],
      [venuesApi.deleteVenue, {}, { id }],
      [venuesApi.publishVenue, { published: true }, { id }],
      [venuesApi.updateVenueServices, { services: ['parking'] }, { id }],
      [venuesApi.updateVenueImage, { caption: 'À moi' }, { id, imageId }],
      [venuesApi.deleteVenueImage, {}, { id, imageId }],
      [venuesApi.uploadVenueImages, {}, { id }],
    ];
    for (const [endpoint, input, params] of calls) {
      const answer = await callEndpoint(t.app, endpoint, input as never, { as: other, params });
      expect(answer.status, endpoint.name).toBe(404);
    }
    expect((await upload(other, id, [await photo()])).status).toBe(404);
    expect(bodyOf(await callEndpoint(t.app, venuesApi.venues, {}, { as: other }))).toEqual({ venues: [] });
    expect(
      bodyOf(await callEndpoint(t.app, venuesApi.venue, {}, { as: owner, params: { id } })),
    ).toMatchObject({
      name: FIELDS.name,
      published: false,
      services: [],
      images: [{ id: imageId, caption: '' }],
    });
    expect(await storedFiles()).toBe(1);
  });

  it('refuses a couple (403) and no session (401)', async () => {
    const couple = await signedInCouple(t);
    expect((await callEndpoint(t.app, venuesApi.venues, {}, { as: couple })).status).toBe(403);
    expect((await callEndpoint(t.app, venuesApi.venues, {})).status).toBe(401);
  });
});

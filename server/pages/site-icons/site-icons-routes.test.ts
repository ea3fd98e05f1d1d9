import { JSDOM } from 'jsdom';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '@server/test-support/test-app';

const HOSTS = {
  france: 'localhost:3000',
  germany: 'de.localhost:3000',
  project: 'projet.localhost:3000',
  backOffice: 'pro.localhost:3000',
} as const;

/** The images an ICO file holds: each entry's declared side and its PNG (docs of the format in ico-file.ts). */
function icoImages(ico: Buffer): { side: number; png: Buffer }[] {
  expect([ico.readUInt16LE(0), ico.readUInt16LE(2)]).toEqual([0, 1]);
  return Array.from({ length: ico.readUInt16LE(4) }, (_, index) => {
    const entry = 6 + 16 * index;
    const [size, offset] = [ico.readUInt32LE(entry + 8), ico.readUInt32LE(entry + 12)];
    return { side: ico.readUInt8(entry) || 256, png: ico.subarray(offset, offset + size) };
  });
}

describe('the sites’ icons and web app manifest', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const get = (url: string, host: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: { host, ...headers } });

  it('serves the favicon as a real ICO of PNGs on every host', async () => {
    for (const host of Object.values(HOSTS)) {
      const answer = await get('/favicon.ico', host);
      expect(answer.statusCode, host).toBe(200);
      expect(answer.headers['content-type'], host).toBe('image/x-icon');
      expect(answer.headers['cache-control'], host).toBe('public, max-age=86400');
      const images = icoImages(answer.rawPayload);
      expect(images.map(({ side }) => side)).toEqual([16, 32, 48]);
      for (const { side, png } of images) {
        expect(await sharp(png).metadata()).toMatchObject({ format: 'png', width: side, height: side });
      }
    }
  });

  it('serves the SVG mark in the accent colour, and the PNG icons at their sizes', async () => {
    const svg = await get('/favicon.svg', HOSTS.project);
    expect(svg.headers['content-type']).toBe('image/svg+xml');
    expect(svg.body).toContain('fill="#9b2c55"');
    const corner = await sharp((await get('/apple-touch-icon.png', HOSTS.france)).rawPayload)
      .extract({ left: 0, top: 0, width: 1, height: 1 })
      .raw()
      .toBuffer();
    expect([...corner], 'iOS paints transparent corners black').toEqual([0x9b, 0x2c, 0x55]);
    for (const [path, side] of [
      ['/apple-touch-icon.png', 180],
      ['/icons/icon-192.png', 192],
      ['/icons/icon-512.png', 512],
    ] as const) {
      const answer = await get(path, HOSTS.germany);
      expect(answer.statusCode, path).toBe(200);
      expect(answer.headers['content-type'], path).toBe('image/png');
      expect(answer.headers['cache-control'], path).toBe('public, max-age=86400');
      const { width, height, format } = await sharp(answer.rawPayload).metadata();
      expect({ width, height, format }, path).toEqual({ width: side, height: side, format: 'png' });
      // The mark is the accent colour beside its rings.
      const { data } = await sharp(answer.rawPayload)
        .extract({ left: Math.round(side / 10), top: Math.round(side / 2), width: 1, height: 1 })
        .raw()
        .toBuffer({ resolveWithObject: true });
      expect([...data.subarray(0, 3)], path).toEqual([0x9b, 0x2c, 0x55]);
    }
  });

  it('gives each host a manifest with its name, language, theme colour and icons', async () => {
    const french = await get('/manifest.webmanifest', HOSTS.france);
    expect(french.statusCode).toBe(200);
    expect(french.headers['content-type']).toBe('application/manifest+json; charset=utf-8');
    expect(french.headers['cache-control']).toBe('public, max-age=3600');
    expect(french.json()).toEqual({
      name: 'Wedding planners France',
      short_name: 'Wedding planners France',
      lang: 'fr-FR',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#9b2c55',
      background_color: '#ffffff',
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
      ],
    });
    expect((await get('/manifest.webmanifest', HOSTS.germany)).json()).toMatchObject({
      name: 'Hochzeitsplaner Deutschland',
      lang: 'de-DE',
    });
    const project = await get('/manifest.webmanifest', HOSTS.project, { 'accept-language': 'en' });
    expect(project.headers.vary).toBe('Cookie, Accept-Language, Accept-Encoding');
    expect(project.json()).toMatchObject({
      name: 'Wedding planners France · My wedding project',
      lang: 'en',
    });
    const backOffice = await get('/manifest.webmanifest', HOSTS.backOffice, { 'accept-language': 'de' });
    expect(backOffice.json()).toMatchObject({
      name: 'Wedding planners France · Dienstleisterbereich',
      lang: 'de',
    });
  });

  it('links the icons, the manifest and the theme colour from every host’s pages, and they answer', async () => {
    for (const [host, path] of [
      [HOSTS.france, '/'],
      [HOSTS.germany, '/cgv/'],
      [HOSTS.project, '/'],
      [HOSTS.backOffice, '/no-such-page'],
    ] as const) {
      const head = new JSDOM((await get(path, host)).body).window.document.head;
      expect(head.querySelector('meta[name="theme-color"]')?.getAttribute('content'), host).toBe('#9b2c55');
      const links = [
        ...head.querySelectorAll('link[rel="icon"], link[rel="apple-touch-icon"], link[rel="manifest"]'),
      ];
      expect(
        links.map((link) => link.getAttribute('rel')),
        host,
      ).toEqual(['icon', 'icon', 'apple-touch-icon', 'manifest']);
      for (const link of links) {
        const href = link.getAttribute('href') ?? '';
        expect((await get(href, host)).statusCode, `${host} ${href}`).toBe(200);
      }
    }
  });
});

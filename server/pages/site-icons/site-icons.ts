import sharp from 'sharp';
import { icoOfPngs } from './ico-file';
import { SITE_ICON_SVG, THEME_COLOR } from './site-icon-svg';

/** A file of the sites' icons: its body and its content type. */
export interface IconFile {
  body: Buffer;
  type: string;
}

/** The sides of the favicon's images: browser tabs (16, 32) and Windows' shortcuts (48). */
const FAVICON_SIDES = [16, 32, 48];
/** The home-screen icon iOS asks for at `/apple-touch-icon.png`. */
const APPLE_TOUCH_SIDE = 180;
/** The sides a web app manifest must offer to be installable. */
export const MANIFEST_ICON_SIDES = [192, 512] as const;

/** Paths of the icons, served on every host; `manifest(side)` is the path of a manifest icon. */
export const ICON_PATHS = {
  svg: '/favicon.svg',
  ico: '/favicon.ico',
  appleTouch: '/apple-touch-icon.png',
  manifest: (side: (typeof MANIFEST_ICON_SIDES)[number]) => `/icons/icon-${side}.png`,
} as const;

/** Every icon's path. */
export const ALL_ICON_PATHS = [
  ICON_PATHS.svg,
  ICON_PATHS.ico,
  ICON_PATHS.appleTouch,
  ...MANIFEST_ICON_SIDES.map(ICON_PATHS.manifest),
];

function png(side: number, { opaque = false } = {}): Promise<Buffer> {
  // The SVG is drawn at the density that makes it `side` pixels wide, so each size is sharp, not scaled.
  const density = Math.ceil((72 * side) / 64);
  const image = sharp(Buffer.from(SITE_ICON_SVG), { density }).resize(side, side);
  return (opaque ? image.flatten({ background: THEME_COLOR }) : image).png().toBuffer();
}

async function renderIcons(): Promise<ReadonlyMap<string, IconFile>> {
  const pngFile = async (side: number, options?: { opaque: boolean }): Promise<IconFile> => ({
    body: await png(side, options),
    type: 'image/png',
  });
  const favicon = await Promise.all(FAVICON_SIDES.map(async (size) => ({ size, png: await png(size) })));
  const entries: [string, IconFile][] = [
    [ICON_PATHS.svg, { body: Buffer.from(SITE_ICON_SVG), type: 'image/svg+xml' }],
    [ICON_PATHS.ico, { body: icoOfPngs(favicon), type: 'image/x-icon' }],
    // iOS rounds the corners itself, and paints transparent ones black.
    [ICON_PATHS.appleTouch, await pngFile(APPLE_TOUCH_SIDE, { opaque: true })],
    ...(await Promise.all(
      MANIFEST_ICON_SIDES.map(async (side): Promise<[string, IconFile]> => [
        ICON_PATHS.manifest(side),
        await pngFile(side),
      ]),
    )),
  ];
  return new Map(entries);
}

let rendered: Promise<ReadonlyMap<string, IconFile>> | undefined;

/** Every icon by path, rasterised from the SVG once per process, on the first request for one. */
export function siteIcons(): Promise<ReadonlyMap<string, IconFile>> {
  // A failed rendering is not kept: the next request tries again.
  rendered ??= renderIcons().catch((error: unknown) => {
    rendered = undefined;
    throw error;
  });
  return rendered;
}
